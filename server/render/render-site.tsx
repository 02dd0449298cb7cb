import { renderToStaticMarkup } from "react-dom/server";
import { SitePage } from "@core/sites/site-page";
import { publishableDocument } from "@core/sites/publishable";
import { pageDocument, pageNavigation, type PageBase } from "@core/sites/pages";
import type { EditorWords } from "@core/sites/sections";
import { formatMessage } from "@core/i18n/format";
import editorEnglish from "../../content/app-messages/editor/en.json" with { type: "json" };
import type { SiteDocument, SiteImage } from "@core/sites/site-document";
import type { CanvasStyle } from "@core/sites/canvas-style";
import { siteTemplateOf, type SiteTemplate } from "@core/sites/themes";
import { siteLanguageOf, type SiteLanguage } from "@core/sites/languages";
import { directionOf } from "@core/sites/language-direction";
import { siteMessageFiles } from "@core/sites/i18n/site-messages";
import { siteText } from "@core/sites/i18n/site-text";
import { illustrationDataUri } from "./images/illustration";
import { fontFaceCss, fontFileSource, preloadFontUrl, SITE_FONTS_PATH } from "./fonts/site-fonts";
import { ALL_SLICES, scriptFontFaceCss, scriptFontSlices, type ScriptFontSlice } from "./fonts/script-faces";
import { logoColors, logoCss } from "./logo-colors";
import type { BrandHead } from "@core/sites/site-page";
import { baseCss, LIBRARY_SECTIONS_CSS } from "./templates/base";
import { TEMPLATE_DESIGNS } from "./templates/designs";
import { RIGHT_TO_LEFT_CSS } from "./templates/right-to-left";
import { scriptCss, withScriptFallback } from "./script-fonts";
import { resolveTheme } from "./theme";

/** The owner's preview only: held sections, outlined, with their note (core/sites/publishable.ts). */
const EDITOR_CSS =
  ".held{outline:3px dashed #b45309;outline-offset:-3px;position:relative}.held-note{margin:0;padding:12px 20px;background:#fff7ed;color:#7c2d12;font:15px/1.4 system-ui,sans-serif;text-align:center}.is-hidden{outline-color:#64748b}.is-hidden .held-note:first-child{background:#f1f5f9;color:#1e293b}.is-hidden>.s{opacity:.5}";

/** The preview's notes when a caller names no reader (a test, a script): English, May's default. */
const ENGLISH_EDITOR_WORDS: EditorWords = {
  language: "en",
  dir: "ltr",
  t: (key, values) => {
    const message = (editorEnglish as Readonly<Record<string, string | undefined>>)[key];
    return message === undefined ? key : formatMessage(message, "en", values);
  },
};

export interface RenderOptions {
  /** Absolute or root-relative URL the contact form POSTs to; omitted → the form renders disabled with a note (preview). */
  formAction?: string;
  canonicalUrl?: string;
  /** Prefix of the owner's photos' URLs: "" (our own hosts) unless the page leaves them (a download: APP_URL). */
  mediaBase?: string;
  /** The year in the footer's copyright line (defaults to the current year). */
  year?: number;
  /**
   * The owner's preview: held sections (invitations, reviews waiting for confirmation) are shown with a
   * note. Without it the page is what visitors get: held sections are left out (core/sites/publishable.ts).
   */
  editor?: boolean;
  /** With `editor`: May's words on the preview's notes, in the reader's language (docs/decisions/0900-may-speaks-the-owners-language.md). */
  editorWords?: EditorWords;
  /** Where the font files are: our own path by default (both hosts), or INLINE_FONTS for a download. */
  fontBase?: string;
  /**
   * With INLINE_FONTS: the font files as data: URIs by their path (a download: server/publishing/export); a face
   * whose file is not there is left out, and its text shows in the stack's system fonts.
   */
  inlineFonts?: ReadonlyMap<string, string>;
  /** The published site's icons and share card (made at publish: server/brand/brand-assets.ts). */
  brand?: BrandHead;
  /** Which page: null (or absent) for the home page, else a page's slug (core/sites/pages.ts). */
  page?: string | null;
  /** The site's root path the navigation between pages starts from ("/s/{slug}", or "" on its own host), or each page's address (a download). */
  base?: PageBase;
}

const LIBRARY_TYPES = new Set(["menu", "team", "pricing", "cta", "service-area", "social", "booking"]);

/**
 * The template's stylesheet for a document (the editor's canvas uses it too), and the theme it resolved: the
 * font pair's faces, the template, the library sections' rules when used, the logo's colours, right to left
 * and script fonts for the site's language.
 */
export function siteStylesheet(document: SiteDocument, { editor = false, fontBase = SITE_FONTS_PATH, inlineFonts, scriptFaces }: { editor?: boolean; fontBase?: string; inlineFonts?: ReadonlyMap<string, string>; scriptFaces?: string } = {}) {
  const template: SiteTemplate = siteTemplateOf(document.template);
  const language = siteLanguageOf(document);
  const resolved = resolveTheme(document.theme, template);
  const theme = { ...resolved, fonts: { ...resolved.fonts, heading: withScriptFallback(resolved.fonts.heading, language), body: withScriptFallback(resolved.fonts.body, language) } };
  const design = TEMPLATE_DESIGNS[template];
  const library = editor || [...(document.sections ?? []), ...(document.pages ?? []).flatMap((page) => page.sections)].some((section) => LIBRARY_TYPES.has(section.type));
  // The editor's canvas keeps the stylesheet of the saved copy while the owner picks a logo, so it always carries the logo's rules.
  const logo = document.logo || editor ? logoCss(logoColors(theme.colors, document.logo?.kind === "generated" ? document.logo.color : "primary")) : "";
  const direction = directionOf(language) === "rtl" ? RIGHT_TO_LEFT_CSS : "";
  // The editor's canvas declares every slice of a script font (the owner may type any character); a page, the ones its text needs.
  const scriptFaceCss = scriptFaces ?? (editor ? scriptFontFaceCss(language, scriptFontSlices(language, ALL_SLICES), (slice) => fontFileSource(slice, fontBase, inlineFonts)) : "");
  const stylesheet = `${fontFaceCss(theme.fonts.pair, fontBase, inlineFonts)}${scriptFaceCss}${baseCss(theme)}${library ? LIBRARY_SECTIONS_CSS : ""}${design.css(theme)}${logo}${direction}${scriptCss(language)}${editor ? EDITOR_CSS : ""}`;
  // The stylesheet is ours (validated colours, fixed font stacks) and has no "<" at all, so it can never
  // close its own element; checked on every render all the same.
  if (stylesheet.includes("<")) throw new Error("A generated stylesheet contains '<'");
  return { template, theme, design, stylesheet };
}

/** The source of a site image that is not a photo: an old document's illustration in the theme's colours, else none. */
export function siteImageSource(document: SiteDocument) {
  const { theme } = siteStylesheet(document);
  return (image: SiteImage) => (image.key ? illustrationDataUri(image.key, theme.palette) : "");
}

/**
 * Renders a site document with its template into one self-contained HTML page: the section components
 * (core/sites) as static markup, the template's stylesheet inline, our own inline illustrations, no
 * scripts and nothing from another host (fonts come from our own path). React escapes every string from the document.
 */
export function renderSite(stored: SiteDocument, options: RenderOptions = {}): string {
  const whole = options.editor ? stored : publishableDocument(stored);
  const page = options.page ?? null;
  const base = options.base ?? "";
  const document = page === null ? whole : pageDocument(whole, page, base);
  if (!document) throw new Error("No such page");
  const fontBase = options.fontBase ?? SITE_FONTS_PATH;
  const language = siteLanguageOf(document);
  const scriptSlot = scriptFontSlices(language, ALL_SLICES).length > 0 ? SCRIPT_FACES_SLOT : "";
  const { template, theme, design, stylesheet } = siteStylesheet(document, { editor: options.editor, fontBase, inlineFonts: options.inlineFonts, scriptFaces: scriptSlot });
  const imageSrc = (image: SiteImage) => (image.key ? illustrationDataUri(image.key, theme.palette) : "");
  const markup = (
    <SitePage
      document={document}
      template={template}
      stylesheet={stylesheet}
      themeColor={theme.colors.bg}
      fontPreload={preloadFontUrl(theme.fonts.pair, fontBase)}
      brand={options.brand}
      headerCall={design.headerCall ?? false}
      imageSrc={imageSrc}
      mediaBase={options.mediaBase ?? ""}
      formAction={options.formAction}
      canonicalUrl={options.canonicalUrl}
      year={options.year ?? new Date().getUTCFullYear()}
      editor={options.editor ?? false}
      editorWords={options.editorWords ?? ENGLISH_EDITOR_WORDS}
      pageNav={homeNamed(pageNavigation(whole, base, page), siteText(language, document.region?.country).t("nav.home"))}
    />
  );
  const html = `<!DOCTYPE html>${renderToStaticMarkup(markup)}`;
  if (!scriptSlot) return html;
  const faces = scriptFontFaceCss(language, pageScriptFontSlices(document, html), (slice) => fontFileSource(slice, fontBase, options.inlineFonts));
  // The slot sits in our own <style>; the title before it is escaped text, so the search starts at the element.
  const slot = html.indexOf(SCRIPT_FACES_SLOT, html.indexOf("<style>"));
  return `${html.slice(0, slot)}${faces}${html.slice(slot + SCRIPT_FACES_SLOT.length)}`;
}

/** The navigation between pages with the home page named in the site's language (docs/decisions/0520-built-in-copy-in-every-site-language.md). */
function homeNamed<T extends { label: string }>(links: T[] | null, home: string): T[] | null {
  return links ? links.map((link, index) => (index === 0 ? { ...link, label: home } : link)) : null;
}

/** Where a Japanese or Arabic page's script faces go, once the rendered page tells which slices its text needs. */
const SCRIPT_FACES_SLOT = "/*script-faces*/";

/**
 * The script font slices a rendered page in Japanese or Arabic uses (none for other languages): its text, and
 * all of the template's words, which the visitor's pages (thanks, a refused message) show in the same stylesheet.
 */
export function pageScriptFontSlices(document: SiteDocument, html: string): ScriptFontSlice[] {
  const language = siteLanguageOf(document);
  let words = templateWordSlices.get(language);
  if (!words) {
    words = scriptFontSlices(language, JSON.stringify(siteMessageFiles()[language]));
    templateWordSlices.set(language, words);
  }
  const used = new Set([...scriptFontSlices(language, html), ...words]);
  return scriptFontSlices(language, ALL_SLICES).filter((slice) => used.has(slice));
}

// The slices the template's own words need, per language: the same on every page, so found once per isolate.
const templateWordSlices = new Map<SiteLanguage, ScriptFontSlice[]>();

/** What the editor's canvas needs to show a draft as it will look: the template's stylesheet (with the editor's marks), every image's source, and whether its header has a call link. */
export function canvasStyle(document: SiteDocument): CanvasStyle {
  const { stylesheet, design } = siteStylesheet(document, { editor: true });
  const imageSrc = siteImageSource(document);
  const images: Record<string, string> = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.key === "string" && typeof record.width === "number" && !(record.key in images)) images[record.key] = imageSrc(record as unknown as SiteImage);
    Object.values(record).forEach(visit);
  };
  visit([document.sections, document.pages]);
  return { stylesheet, images, headerCall: design.headerCall ?? false };
}
