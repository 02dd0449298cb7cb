import type { SiteDocument, SiteImage, SiteSection } from "./site-document";
import { siteText, type SiteMessageKey, type SiteText } from "./i18n/site-text";
import { siteLanguageOf } from "./languages";
import { directionOf } from "./language-direction";
import { NAV_KEYS } from "./i18n/nav-labels";
import { safeUrl } from "./links";
import { SiteFooter, SiteSectionView, type EditorWords, type Section, type SiteContext } from "./sections";
import { SiteHeader, type SiteNavLink } from "./site-header";
import type { PageNavLink } from "./pages";

const NAV_LABELS: Partial<Record<SiteSection["type"], SiteMessageKey>> = NAV_KEYS;

/** The page's navigation: the footer's links when it has them, else one link per section, named in the site's language. */
export function navLinks(sections: readonly SiteSection[], text: SiteText = siteText("en")): { label: string; href: string }[] {
  const footer = sections.find((section): section is Section<"footer"> => section.type === "footer");
  if (footer && footer.links.length > 0) return footer.links.slice(0, 8);
  return sections.flatMap((section) => {
    const key = NAV_LABELS[section.type];
    return key ? [{ label: text.t(key), href: `#${section.id}` }] : [];
  });
}

/** Ids that are safe and unique on the page (the schema allows duplicates, and "main" is the page's own). */
export function withPageIds(sections: readonly SiteSection[]): SiteSection[] {
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
 * The owner's photos in every picture slot they can fill: a hero's or an about section's slot without a photo (an
 * empty slot, an old document's illustration key, or no slot at all) takes a photo of the page (the gallery's, of
 * sections that are not hidden), each photo used once while there are enough, the hero first. A slot left without one
 * is not drawn (the section shows its words alone), so a site never shows a made-up picture of the business
 * (docs/decisions/0890-a-designed-look-without-photos.md). The published page and the editor's canvas both show a
 * page through this one rule (docs/decisions/0892-no-illustration-keys-and-the-canvas-shows-the-pages-photos.md).
 */
export function withPhotosInSlots(sections: readonly SiteSection[]): SiteSection[] {
  const hasPhoto = (image: SiteImage | undefined): image is SiteImage & { media: string } => typeof image?.media === "string" && image.media !== "";
  const photos: SiteImage[] = [];
  for (const section of sections) {
    if (section.hidden) continue;
    if ((section.type === "hero" || section.type === "about") && section.image) photos.push(section.image);
    if (section.type === "gallery") photos.push(...section.images);
  }
  const owned = photos.filter(hasPhoto);
  if (owned.length === 0) return [...sections];
  const used = new Set(sections.flatMap((section) => ((section.type === "hero" || section.type === "about") && !section.hidden && hasPhoto(section.image) ? [section.image.media] : [])));
  const next = (): SiteImage => {
    const fresh = owned.find((image) => !used.has(image.media!)) ?? owned[used.size % owned.length]!;
    used.add(fresh.media!);
    const { caption: _caption, ...image } = fresh as SiteImage & { caption?: string };
    return image;
  };
  return sections.map((section): SiteSection => {
    // A hidden section is not on the published page: it neither gives nor takes a photo, so the canvas agrees with it.
    if ((section.type === "hero" || section.type === "about") && !section.hidden && !hasPhoto(section.image)) return { ...section, image: next() };
    return section;
  });
}

/** The published site's icons and share card: URLs we generate (docs/decisions/0862-brand-files-made-at-publish-kept-in-r2.md). */
export interface BrandHead {
  /** Absent for an uploaded logo: a raster has no SVG of its own, and the PNGs serve every browser. */
  iconSvg?: string;
  iconPng: string;
  /** 192 px, for Android's home screen. */
  iconPngLarge: string;
  appleTouchIcon: string;
  /** Absolute URL of the 1200×630 share card. */
  shareImage?: string;
}

/** The icons' URLs, each checked like any link we write; all or none. */
function brandIcons(brand: BrandHead): Omit<BrandHead, "shareImage"> | null {
  // A relative path of plain characters (a downloaded copy's icons/…) has no scheme to abuse; anything else must pass safeUrl.
  const check = (url: string) => (/^[a-z0-9][a-z0-9._/-]*$/i.test(url) ? url : safeUrl(url));
  const checked = { iconSvg: brand.iconSvg === undefined ? undefined : check(brand.iconSvg), iconPng: check(brand.iconPng), iconPngLarge: check(brand.iconPngLarge), appleTouchIcon: check(brand.appleTouchIcon) };
  if (checked.iconSvg === null || !checked.iconPng || !checked.iconPngLarge || !checked.appleTouchIcon) return null;
  return checked as Omit<BrandHead, "shareImage">;
}

export interface SitePageProps {
  document: SiteDocument;
  /** The template's id (already resolved to a known one): the body's class the stylesheet keys on. */
  template: string;
  /** The page's one stylesheet, generated by us from the template and the resolved theme (never from the document's text). */
  stylesheet: string;
  /** The heading font's file, preloaded (a URL we generate). */
  fontPreload?: string;
  brand?: BrandHead;
  /** The browser's theme colour (a checked hex colour). */
  themeColor: string;
  /** The template shows a "Call …" link in the header when the site has a phone number. */
  headerCall: boolean;
  /** The `src` of a site image. */
  imageSrc: (image: SiteImage) => string;
  /** Prefix of the owner's photos' URLs ("" on our hosts, APP_URL in a downloaded page). */
  mediaBase?: string;
  /** Where the contact form posts; omitted (or not a safe URL), it renders disabled with a note, as in a preview. */
  formAction?: string;
  canonicalUrl?: string;
  /** The year in the footer's copyright line. */
  year: number;
  /** The owner's preview: held sections show with their invitation or warning (core/sites/publishable.ts). */
  editor?: boolean;
  /** May's words on the preview's notes, in the reader's language. */
  editorWords?: EditorWords;
  /** A site with several pages: the navigation between them (core/sites/pages.ts) instead of links to sections. */
  pageNav?: PageNavLink[] | null;
}

/**
 * A whole site page: one document with inline CSS and no script. The markup is the same for every
 * template; the stylesheet makes the difference (docs/architecture.md, Sites).
 */
export function SitePage({ document, template, stylesheet, fontPreload, brand, themeColor, headerCall, imageSrc, mediaBase = "", formAction, canonicalUrl, year, editor = false, editorWords, pageNav = null }: SitePageProps) {
  const sections = withPhotosInSlots(withPageIds(Array.isArray(document.sections) ? document.sections : []));
  const heroHeadline = sections[0]?.type === "hero";
  const language = siteLanguageOf(document);
  const text = siteText(language, document.region?.country);
  const site: SiteContext = { document: { ...document, sections }, imageSrc, mediaBase, formAction: formAction ? safeUrl(formAction) : null, heroHeadline, editor, editorWords, text };
  const nav: SiteNavLink[] = pageNav ?? navLinks(sections, text);
  const footer = sections.find((section): section is Section<"footer"> => section.type === "footer");
  const canonical = canonicalUrl ? safeUrl(canonicalUrl) : null;
  const ownImage = document.seo?.socialImage ? safeUrl(document.seo.socialImage) : null;
  const socialImage = ownImage ?? (brand?.shareImage ? safeUrl(brand.shareImage) : null);
  const icons = brand ? brandIcons(brand) : null;
  const title = String(document.seo?.title ?? "");
  const description = String(document.seo?.description ?? "");
  const family = String(document.family ?? "").toLowerCase().replace(/[^a-z_]/g, "");
  return (
    <html lang={text.locale} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:type" content="website" />
        {canonical ? <meta property="og:url" content={canonical} /> : null}
        {socialImage ? <meta property="og:image" content={socialImage} /> : null}
        {socialImage && !ownImage ? <meta property="og:image:width" content="1200" /> : null}
        {socialImage && !ownImage ? <meta property="og:image:height" content="630" /> : null}
        {socialImage ? <meta name="twitter:card" content="summary_large_image" /> : null}
        {socialImage ? <meta name="twitter:image" content={socialImage} /> : null}
        {icons?.iconSvg ? <link rel="icon" href={icons.iconSvg} type="image/svg+xml" /> : null}
        {icons ? <link rel="icon" href={icons.iconPng} sizes="32x32" type="image/png" /> : null}
        {icons ? <link rel="icon" href={icons.iconPngLarge} sizes="192x192" type="image/png" /> : null}
        {icons ? <link rel="apple-touch-icon" href={icons.appleTouchIcon} /> : null}
        <meta name="theme-color" content={themeColor} />
        <meta name="generator" content="May" />
        {fontPreload ? <link rel="preload" href={fontPreload} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
        {/* The one stylesheet we generate ourselves; nothing from the document's text goes into it. */}
        <style dangerouslySetInnerHTML={{ __html: stylesheet }} />
      </head>
      <body className={`t-${template} fam-${family}`}>
        <a className="skip" href="#main">
          {text.t("page.skip")}
        </a>
        <SiteHeader document={document} sections={sections} nav={nav} heading={!heroHeadline} headerCall={headerCall} mediaBase={mediaBase} text={text} />
        <main id="main">
          {sections
            .filter((section) => section.type !== "footer")
            .map((section) => (
              <SiteSectionView key={section.id} section={section} site={site} />
            ))}
        </main>
        <SiteFooter section={footer} site={site} year={year} />
      </body>
    </html>
  );
}
