import { SITE_CONTACT_FIELDS, SITE_CONTACT_LIMITS } from "@core/sites/contact-form";
import type { SiteDocument, SiteImage, SiteSection } from "@core/sites/site-document";
import { isSiteTemplate, type SiteTemplate } from "@core/sites/themes";
import { illustrationDataUri } from "../images/illustration";
import { escapeHtml as e, mailtoHref, safeHref, safeUrl, telHref } from "./escape";
import { baseCss } from "./templates/base";
import { TEMPLATE_DESIGNS } from "./templates";
import { resolveTheme, type ResolvedTheme } from "./theme";

export interface RenderOptions {
  /** Absolute or root-relative URL the contact form POSTs to; omitted → the form renders disabled with a note (preview). */
  formAction?: string;
  canonicalUrl?: string;
  /** The year in the footer's copyright line (defaults to the current year). */
  year?: number;
}

type Section<T extends SiteSection["type"]> = Extract<SiteSection, { type: T }>;

interface RenderContext {
  doc: SiteDocument;
  theme: ResolvedTheme;
  template: SiteTemplate;
  options: RenderOptions;
  /** Whether the page has an h1 already (the hero's headline). */
  heroHeadline: boolean;
}

const NAV_LABELS: Partial<Record<SiteSection["type"], string>> = {
  services: "Services",
  about: "About",
  gallery: "Gallery",
  testimonials: "Reviews",
  "hours-location": "Visit",
  faq: "FAQ",
  contact: "Contact",
};

/** The page's navigation: the footer's links when it has them, else one link per section. */
function navLinks(doc: SiteDocument): { label: string; href: string }[] {
  const footer = doc.sections.find((section): section is Section<"footer"> => section.type === "footer");
  if (footer && footer.links.length > 0) return footer.links.slice(0, 8);
  return doc.sections.flatMap((section) => {
    const label = NAV_LABELS[section.type];
    return label ? [{ label, href: `#${section.id}` }] : [];
  });
}

function img(ctx: RenderContext, image: SiteImage, className: string, eager = false): string {
  const width = Math.max(1, Math.min(4000, Math.round(Number(image.width) || 400)));
  const height = Math.max(1, Math.min(4000, Math.round(Number(image.height) || 300)));
  return `<img class="${className}" src="${e(illustrationDataUri(image.key, ctx.theme.palette))}" width="${width}" height="${height}" alt="${e(image.alt)}"${eager ? ` fetchpriority="high"` : ` loading="lazy"`} decoding="async">`;
}

function heading(level: 1 | 2, text: string, className = ""): string {
  return `<h${level}${className ? ` class="${className}"` : ""}>${e(text)}</h${level}>`;
}

/** Sections are not named landmarks (two may share a heading, and landmarks must be unique); headings carry the outline. */
function sectionOpen(section: SiteSection, extra = ""): string {
  return `<section id="${e(section.id)}" class="s s-${section.type}${extra}">`;
}

function renderHero(ctx: RenderContext, s: Section<"hero">): string {
  const ctas = [
    `<a class="btn btn-primary" href="${e(safeHref(s.primaryCta.href))}">${e(s.primaryCta.label)}</a>`,
    s.secondaryCta ? `<a class="btn btn-ghost" href="${e(safeHref(s.secondaryCta.href))}">${e(s.secondaryCta.label)}</a>` : "",
  ].join("");
  return `${sectionOpen(s, s.image ? " has-media" : "")}<div class="wrap hero-grid"><div class="hero-text">${s.eyebrow ? `<p class="eyebrow">${e(s.eyebrow)}</p>` : ""}${heading(ctx.heroHeadline ? 1 : 2, s.headline, "hero-title")}<p class="lede">${e(s.subheadline)}</p><p class="ctas">${ctas}</p></div>${s.image ? `<div class="hero-media">${img(ctx, s.image, "media", true)}</div>` : ""}</div></section>`;
}

function renderServices(_ctx: RenderContext, s: Section<"services">): string {
  const priced = s.items.some((item) => item.price);
  const items = s.items
    .map((item) => `<li class="item"><div class="item-head"><h3>${e(item.title)}</h3>${item.price ? `<p class="price">${e(item.price)}</p>` : ""}</div><p class="item-text">${e(item.description)}</p></li>`)
    .join("");
  return `${sectionOpen(s, priced ? " priced" : "")}<div class="wrap"><header class="s-head">${heading(2, s.heading)}${s.intro ? `<p class="intro">${e(s.intro)}</p>` : ""}</header><ul class="items n${s.items.length}">${items}</ul></div></section>`;
}

function renderAbout(ctx: RenderContext, s: Section<"about">): string {
  const stats = s.highlights.length
    ? `<ul class="stats">${s.highlights.map((h) => `<li><strong>${e(h.value)}</strong> <span>${e(h.label)}</span></li>`).join("")}</ul>`
    : "";
  return `${sectionOpen(s, s.image ? " has-media" : "")}<div class="wrap about-grid"><div class="about-text">${heading(2, s.heading)}${s.paragraphs.map((p) => `<p>${e(p)}</p>`).join("")}${stats}</div>${s.image ? `<div class="about-media">${img(ctx, s.image, "media")}</div>` : ""}</div></section>`;
}

function renderGallery(ctx: RenderContext, s: Section<"gallery">): string {
  const figures = s.images.map((image) => `<li><figure>${img(ctx, image, "media")}${image.caption ? `<figcaption>${e(image.caption)}</figcaption>` : ""}</figure></li>`).join("");
  return `${sectionOpen(s)}<div class="wrap"><header class="s-head">${heading(2, s.heading)}</header><ul class="gallery n${s.images.length}">${figures}</ul></div></section>`;
}

function renderTestimonials(_ctx: RenderContext, s: Section<"testimonials">): string {
  const quotes = s.items
    .map((item) => `<li><figure class="quote"><blockquote><p>${e(item.quote)}</p></blockquote><figcaption><span class="who">${e(item.name)}</span>${item.detail ? ` <span class="detail">${e(item.detail)}</span>` : ""}</figcaption></figure></li>`)
    .join("");
  return `${sectionOpen(s)}<div class="wrap"><header class="s-head">${heading(2, s.heading)}</header><ul class="quotes n${s.items.length}">${quotes}</ul></div></section>`;
}

function renderHours(_ctx: RenderContext, s: Section<"hours-location">): string {
  const hours = s.hours.length
    ? `<dl class="hours">${s.hours.map((row) => `<div><dt>${e(row.days)}</dt><dd>${e(row.time)}</dd></div>`).join("")}</dl>`
    : "";
  const where = [s.address, s.area].filter(Boolean);
  const place = where.length
    ? `<div class="place"><h3>Where</h3><address>${where.map((line) => e(line)).join("<br>")}</address>${s.note ? `<p class="note">${e(s.note)}</p>` : ""}</div>`
    : s.note
      ? `<div class="place"><p class="note">${e(s.note)}</p></div>`
      : "";
  return `${sectionOpen(s)}<div class="wrap"><header class="s-head">${heading(2, s.heading)}</header><div class="visit-grid">${hours ? `<div class="when"><h3>Opening hours</h3>${hours}</div>` : ""}${place}</div></div></section>`;
}

function renderFaq(_ctx: RenderContext, s: Section<"faq">): string {
  const items = s.items.map((item) => `<details><summary>${e(item.question)}</summary><p>${e(item.answer)}</p></details>`).join("");
  return `${sectionOpen(s)}<div class="wrap narrow"><header class="s-head">${heading(2, s.heading)}</header><div class="faq-list">${items}</div></div></section>`;
}

function field(name: string, label: string, control: string, hint = ""): string {
  return `<p class="field f-${name}"><label for="cf-${name}">${label}${hint ? ` <span class="hint">${hint}</span>` : ""}</label>${control}</p>`;
}

function renderContact(ctx: RenderContext, s: Section<"contact">): string {
  const phoneFirst = ctx.doc.family === "HOME_TRADES";
  const tel = s.phone ? telHref(s.phone) : null;
  const mail = s.email ? mailtoHref(s.email) : null;
  const direct = [
    tel ? `<li><span class="k">Call</span> <a href="${e(tel)}">${e(s.phone)}</a></li>` : "",
    mail ? `<li><span class="k">Email</span> <a href="${e(mail)}">${e(s.email)}</a></li>` : "",
  ].join("");
  const action = ctx.options.formAction ? safeUrl(ctx.options.formAction) : null;
  const f = SITE_CONTACT_FIELDS;
  const L = SITE_CONTACT_LIMITS;
  // Trades lead with the phone number (above, when the site has one); the form asks what the job is.
  const fields = [
    field(f.name, "Your name", `<input id="cf-${f.name}" name="${f.name}" type="text" autocomplete="name" maxlength="${L.name}" required>`),
    field(f.email, "Email", `<input id="cf-${f.email}" name="${f.email}" type="email" autocomplete="email" maxlength="${L.email}" required>`),
    field(f.phone, "Phone", `<input id="cf-${f.phone}" name="${f.phone}" type="tel" autocomplete="tel" maxlength="${L.phone}">`, "optional"),
    field(f.message, phoneFirst ? "About the job" : "Message", `<textarea id="cf-${f.message}" name="${f.message}" rows="5" maxlength="${L.message}" required></textarea>`),
    `<p class="hp" aria-hidden="true"><label for="cf-${f.honeypot}">Leave this empty</label><input id="cf-${f.honeypot}" name="${f.honeypot}" type="text" tabindex="-1" autocomplete="off"></p>`,
  ].join("");
  const form = s.form
    ? action
      ? `<form class="form" method="post" action="${e(action)}">${fields}<p><button class="btn btn-primary" type="submit">Send message</button></p></form>`
      : `<form class="form" aria-describedby="cf-note"><fieldset disabled><legend class="vh">Contact form (preview)</legend>${fields}<p><button class="btn btn-primary" type="submit">Send message</button></p></fieldset><p id="cf-note" class="note">This is a preview: the form works once the site is published.</p></form>`
    : "";
  return `${sectionOpen(s, phoneFirst ? " phone-first" : "")}<div class="wrap contact-grid"><div class="contact-text">${heading(2, s.heading)}${s.intro ? `<p class="intro">${e(s.intro)}</p>` : ""}${direct ? `<ul class="direct">${direct}</ul>` : ""}</div>${form}</div></section>`;
}

function renderFooter(ctx: RenderContext, s: Section<"footer"> | undefined): string {
  const year = ctx.options.year ?? new Date().getUTCFullYear();
  const links = s?.links.length
    ? `<nav aria-label="Footer"><ul>${s.links.map((link) => `<li><a href="${e(safeHref(link.href))}">${e(link.label)}</a></li>`).join("")}</ul></nav>`
    : "";
  return `<footer class="site-footer"><div class="wrap foot-grid"><div><p class="brand">${e(ctx.doc.name)}</p>${s?.tagline ? `<p class="tagline">${e(s.tagline)}</p>` : ""}</div>${links}</div><div class="wrap fine"><p>© ${year} ${e(ctx.doc.name)}${ctx.doc.location ? ` · ${e(ctx.doc.location)}` : ""}</p><p>Made with May</p></div></footer>`;
}

function renderSection(ctx: RenderContext, section: SiteSection): string {
  switch (section.type) {
    case "hero":
      return renderHero(ctx, section);
    case "services":
      return renderServices(ctx, section);
    case "about":
      return renderAbout(ctx, section);
    case "gallery":
      return renderGallery(ctx, section);
    case "testimonials":
      return renderTestimonials(ctx, section);
    case "hours-location":
      return renderHours(ctx, section);
    case "faq":
      return renderFaq(ctx, section);
    case "contact":
      return renderContact(ctx, section);
    default:
      return "";
  }
}

/** Ids that are safe and unique on the page (the schema allows duplicates, and "main" is the page's own). */
function withPageIds(sections: readonly SiteSection[]): SiteSection[] {
  const taken = new Set(["main", "top-bar"]);
  return sections.map((section) => {
    const base = String(section.id ?? "").toLowerCase().replace(/[^a-z0-9-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40) || section.type;
    let id = base;
    for (let n = 2; taken.has(id) || id.startsWith("cf-"); n++) id = `${base}-${n}`;
    taken.add(id);
    return { ...section, id };
  });
}

/**
 * Renders a site document with its template into one self-contained HTML page: inline CSS, our own
 * inline illustrations, no scripts and no external requests; every string from the document escaped.
 */
export function renderSite(document: SiteDocument, options: RenderOptions = {}): string {
  const template: SiteTemplate = isSiteTemplate(document.template) ? document.template : "warm-editorial";
  const theme = resolveTheme(document.theme, template);
  const design = TEMPLATE_DESIGNS[template];
  const sections = withPageIds(Array.isArray(document.sections) ? document.sections : []);
  const heroHeadline = sections[0]?.type === "hero";
  const ctx: RenderContext = { doc: { ...document, sections }, theme, template, options, heroHeadline };
  const nav = navLinks(ctx.doc);
  const footer = sections.find((section): section is Section<"footer"> => section.type === "footer");
  const contact = sections.find((section): section is Section<"contact"> => section.type === "contact");
  const tel = contact?.phone ? telHref(contact.phone) : null;
  const canonical = options.canonicalUrl ? safeUrl(options.canonicalUrl) : null;
  const brand = heroHeadline ? `<a class="brand" href="#main">${e(document.name)}</a>` : `<h1 class="brand">${e(document.name)}</h1>`;
  const navHtml = nav.length ? `<nav class="site-nav" aria-label="Main"><ul>${nav.map((link) => `<li><a href="${e(safeHref(link.href))}">${e(link.label)}</a></li>`).join("")}</ul></nav>` : "";
  const call = tel && design.headerCall ? `<a class="call" href="${e(tel)}">Call ${e(contact!.phone)}</a>` : "";
  const main = sections.filter((section) => section.type !== "footer").map((section) => renderSection(ctx, section)).join("");
  return [
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(document.seo?.title)}</title><meta name="description" content="${e(document.seo?.description)}">`,
    canonical ? `<link rel="canonical" href="${e(canonical)}">` : "",
    `<meta property="og:title" content="${e(document.seo?.title)}"><meta property="og:description" content="${e(document.seo?.description)}"><meta property="og:type" content="website">`,
    canonical ? `<meta property="og:url" content="${e(canonical)}">` : "",
    document.seo?.socialImage && safeUrl(document.seo.socialImage) ? `<meta property="og:image" content="${e(safeUrl(document.seo.socialImage))}">` : "",
    `<meta name="theme-color" content="${theme.colors.bg}"><meta name="generator" content="May">`,
    `<style>${baseCss(theme)}${design.css(theme)}</style></head>`,
    `<body class="t-${template} fam-${String(document.family ?? "").toLowerCase().replace(/[^a-z_]/g, "")}"><a class="skip" href="#main">Skip to content</a>`,
    `<header class="site-header"><div class="wrap head-grid">${brand}${navHtml}${call}</div></header>`,
    `<main id="main">${main}</main>`,
    renderFooter(ctx, footer),
    `</body></html>`,
  ].join("");
}
