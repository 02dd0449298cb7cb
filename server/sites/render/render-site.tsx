import { renderToStaticMarkup } from "react-dom/server";
import { SitePage } from "@core/sites/site-page";
import type { SiteDocument, SiteImage } from "@core/sites/site-document";
import { isSiteTemplate, type SiteTemplate } from "@core/sites/themes";
import { illustrationDataUri } from "../images/illustration";
import { baseCss } from "./templates/base";
import { TEMPLATE_DESIGNS } from "./templates";
import { resolveTheme } from "./theme";

export interface RenderOptions {
  /** Absolute or root-relative URL the contact form POSTs to; omitted → the form renders disabled with a note (preview). */
  formAction?: string;
  canonicalUrl?: string;
  /** The year in the footer's copyright line (defaults to the current year). */
  year?: number;
}

/**
 * Renders a site document with its template into one self-contained HTML page: the section components
 * (core/sites) as static markup, the template's stylesheet inline, our own inline illustrations, no
 * scripts and no external requests. React escapes every string from the document.
 */
export function renderSite(document: SiteDocument, options: RenderOptions = {}): string {
  const template: SiteTemplate = isSiteTemplate(document.template) ? document.template : "warm-editorial";
  const theme = resolveTheme(document.theme, template);
  const design = TEMPLATE_DESIGNS[template];
  const stylesheet = `${baseCss(theme)}${design.css(theme)}`;
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
      headerCall={design.headerCall ?? false}
      imageSrc={imageSrc}
      formAction={options.formAction}
      canonicalUrl={options.canonicalUrl}
      year={options.year ?? new Date().getUTCFullYear()}
    />
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}
