import { FORM_STARTED_FIELD } from "@core/forms/spam";
import { SITE_CONTACT_FIELDS, SITE_CONTACT_LIMITS } from "@core/sites/contact-form";
import { siteText, type SiteMessageKey, type SiteText } from "@core/sites/i18n/site-messages";
import { directionOf, isSiteLanguage } from "@core/sites/languages";
import { escapeHtml } from "../../mail/templates";

/**
 * The few pages a published site's visitor can see besides the site itself (message sent, message
 * refused, no such site): small, self-contained and neutral, since they belong to someone else's site.
 */
export function visitorPage({ title, message, backHref, backLabel }: { title: string; message: string; backHref?: string; backLabel?: string }): string {
  const back = backHref ? `<p><a href="${escapeHtml(backHref)}">${escapeHtml(backLabel ?? "Back")}</a></p>` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f5f2;color:#1c1917;font:16px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif}main{max-width:32rem;padding:2.5rem 1.5rem;text-align:center}h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}p{margin:.5rem 0;color:#44403c}a{display:inline-block;margin-top:1rem;padding:.7rem 1.4rem;border-radius:999px;background:#1c1917;color:#fff;text-decoration:none;font-weight:600}a:focus-visible{outline:3px solid #7c5cff;outline-offset:3px}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}</main></body></html>`;
}

/** What a visitor typed into the contact form, to give back with an error. */
export interface ContactFormValues {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
  /** The served page's time from the first form, kept so a second try is judged from the first visit. */
  startedAt?: number | null;
}

export interface SitePageContent {
  title: string;
  message: string;
  /** The site's public address: the way back, and where the header's section links point. */
  siteUrl: string;
  /** When the message was refused: the form again, filled in, posting here. */
  form?: { action: string; values: ContactFormValues };
  /** The same title and message in the site's words, used on a site in another language than English (the English above can be more specific). */
  translated?: { title: SiteMessageKey; message: SiteMessageKey };
}

/**
 * A visitor's page (message sent, message refused) in the site's own look (docs/decisions/0702-visitor-pages-in-the-sites-look.md):
 * the published page's stylesheet, header and footer around our words. The parts are found by the
 * renderer's landmarks (`<header class="site-header">`, `<footer class="site-footer">`); all text in
 * them was escaped by the renderer, so none can end an element early. Answers null when the page lacks
 * them (the caller then shows the neutral page).
 */
export function sitePage(siteHtml: string, content: SitePageContent): string | null {
  const style = /<style>[\s\S]*?<\/style>/.exec(siteHtml)?.[0];
  const body = /<body[^>]*>/.exec(siteHtml)?.[0];
  const header = /<header class="site-header">[\s\S]*?<\/header>/.exec(siteHtml)?.[0];
  const footer = /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(siteHtml)?.[0];
  const found = /<html lang="([a-zA-Z-]{2,20})"/.exec(siteHtml)?.[1];
  const lang = isSiteLanguage(found) ? found : "en";
  if (!style || !body || !header) return null;
  // The page speaks the site's language (docs/decisions/0830-site-language-detected-and-stored.md).
  const text = siteText(lang);
  const words = lang !== "en" && content.translated ? { title: text.t(content.translated.title), message: text.t(content.translated.message) } : { title: content.title, message: content.message };
  const home = escapeHtml(content.siteUrl);
  // Section links (#services) point into the site, not this page.
  const linked = (part: string) => part.replace(/href="#/g, `href="${home}#`);
  const level = header.includes("<h1") ? 2 : 1;
  const form = content.form ? contactForm(content.form.action, content.form.values, text) : "";
  return [
    `<!DOCTYPE html><html lang="${lang}" dir="${directionOf(lang)}"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex"/>`,
    `<title>${escapeHtml(words.title)}</title>${style}</head>`,
    body,
    linked(header),
    `<main id="main"><section class="s s-contact visitor-page"><div class="wrap narrow">`,
    `<h${level}>${escapeHtml(words.title)}</h${level}><p class="intro"${content.form ? ` role="alert"` : ""}>${escapeHtml(words.message)}</p>`,
    form,
    `<p class="ctas"><a class="btn ${content.form ? "btn-ghost" : "btn-primary"}" href="${home}">${escapeHtml(text.t("visitor.back"))}</a></p>`,
    `</div></section></main>`,
    footer ? linked(footer) : "",
    `</body></html>`,
  ].join("");
}

const LABELS = { name: "form.name", email: "form.email", phone: "form.phone", message: "form.message" } as const satisfies Record<string, SiteMessageKey>;

/** The contact form as the site has it, in the site's words, with the visitor's words back in it. */
function contactForm(action: string, values: ContactFormValues, text: SiteText): string {
  const label = (name: keyof typeof LABELS) => escapeHtml(text.t(LABELS[name]));
  const f = SITE_CONTACT_FIELDS;
  const L = SITE_CONTACT_LIMITS;
  const value = (name: "name" | "email" | "phone" | "message") => escapeHtml((values[name] ?? "").slice(0, L[name]));
  const input = (name: "name" | "email" | "phone", type: string, autocomplete: string, required: boolean) =>
    `<p class="field f-${name}"><label for="cf-${name}">${label(name)}${required ? "" : ` <span class="hint">${escapeHtml(text.t("form.optional"))}</span>`}</label><input id="cf-${name}" name="${f[name]}" type="${type}" autocomplete="${autocomplete}" maxlength="${L[name]}" value="${value(name)}"${required ? ` required=""` : ""}/></p>`;
  return [
    `<form class="form" method="post" action="${escapeHtml(action)}">`,
    values.startedAt ? `<input type="hidden" name="${FORM_STARTED_FIELD}" value="${values.startedAt}"/>` : "",
    input("name", "text", "name", true),
    input("email", "email", "email", true),
    input("phone", "tel", "tel", false),
    `<p class="field f-message"><label for="cf-message">${label("message")}</label><textarea id="cf-message" name="${f.message}" rows="5" maxlength="${L.message}" required="">${value("message")}</textarea></p>`,
    `<p class="hp" aria-hidden="true"><label for="cf-${f.honeypot}">${escapeHtml(text.t("form.leaveEmpty"))}</label><input id="cf-${f.honeypot}" name="${f.honeypot}" type="text" tabindex="-1" autocomplete="off"/></p>`,
    `<p><button class="btn btn-primary" type="submit">${escapeHtml(text.t("form.send"))}</button></p></form>`,
  ].join("");
}
