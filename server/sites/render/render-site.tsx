import { renderToStaticMarkup } from "react-dom/server";
import { SitePage } from "@core/sites/site-page";
import { publishableDocument } from "@core/sites/publishable";
import type { SiteDocument, SiteImage } from "@core/sites/site-document";
import { isSiteTemplate, type SiteTemplate } from "@core/sites/themes";
import { illustrationDataUri } from "../images/illustration";
import { fontFaceCss, preloadFontUrl, SITE_FONTS_PATH } from "../fonts/site-fonts";
import { logoColors, logoCss } from "../brand/logo-colors";
import type { BrandHead } from "@core/sites/site-page";
import { baseCss } from "./templates/base";
import { TEMPLATE_DESIGNS } from "./templates";
import { resolveTheme } from "./theme";

/** The owner's preview only: held sections, outlined, with their note (core/sites/publishable.ts). */
const EDITOR_CSS =
  ".held{outline:3px dashed #b45309;outline-offset:-3px;position:relative}.held-note{margin:0;padding:12px 20px;background:#fff7ed;color:#7c2d12;font:15px/1.4 system-ui,sans-serif;text-align:center}";

export interface RenderOptions {
  /** Absolute or root-relative URL the contact form POSTs to; omitted → the form renders disabled with a note (preview). */
  formAction?: string;
  canonicalUrl?: string;
  /** The year in the footer's copyright line (defaults to the current year). */
  year?: number;
  /**
   * The owner's preview: held sections (invitations, reviews waiting for confirmation) are shown with a
   * note. Without it the page is what visitors get: held sections are left out (core/sites/publishable.ts).
   */
  editor?: boolean;
  /** Where the font files are: our own path by default (both hosts), or INLINE_FONTS for a download. */
  fontBase?: string;
  /** The published site's icons and share card (made at publish: server/sites/brand/brand-assets.ts). */
  brand?: BrandHead;
}

/**
 * Renders a site document with its template into one self-contained HTML page: the section components
 * (core/sites) as static markup, the template's stylesheet inline, our own inline illustrations, no
 * scripts and nothing from another host (fonts come from our own path). React escapes every string from the document.
 */
export function renderSite(stored: SiteDocument, options: RenderOptions = {}): string {
  const document = options.editor ? stored : publishableDocument(stored);
  const template: SiteTemplate = isSiteTemplate(document.template) ? document.template : "warm-editorial";
  const theme = resolveTheme(document.theme, template);
  const design = TEMPLATE_DESIGNS[template];
  const fontBase = options.fontBase ?? SITE_FONTS_PATH;
  const logo = document.logo ? logoCss(logoColors(theme.colors, document.logo.color)) : "";
  const stylesheet = `${fontFaceCss(theme.fonts.pair, fontBase)}${baseCss(theme)}${design.css(theme)}${logo}${options.editor ? EDITOR_CSS : ""}`;
  // The stylesheet is ours (validated colours, fixed font stacks) and has no "<" at all, so it can never
  // close its own element; checked on every render all the same.
  if (stylesheet.includes("<")) throw new Error("A generated stylesheet contains '<'");
  const imageSrc = (image: SiteImage) => illustrationDataUri(image.key, theme.palette);
  const page = (
    <SitePage
      document={document}
      template={template}
      stylesheet={stylesheet}
      themeColor={theme.colors.bg}
      fontPreload={preloadFontUrl(theme.fonts.pair, fontBase)}
      brand={options.brand}
      headerCall={design.headerCall ?? false}
      imageSrc={imageSrc}
      formAction={options.formAction}
      canonicalUrl={options.canonicalUrl}
      year={options.year ?? new Date().getUTCFullYear()}
      editor={options.editor ?? false}
    />
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}
