import type { AppContext } from "@server/context";
import type { Project } from "@server/db/schema";
import type { projectDocument } from "../../projects/projects";
import { makeBrandAssets } from "../brand/brand-assets";
import { INLINE_FONTS, siteFontFiles } from "../fonts/site-fonts";
import { resolveTheme } from "../render/theme";
import { isSiteTemplate } from "@core/sites/themes";
import { messagesUrl, publicSiteUrl } from "../publish/published-sites";
import { renderSite } from "../render/render-site";
import { withSearchHead } from "../publish/search";
import { zip, type ZipEntry } from "./zip";

/**
 * The site as a folder that opens from disk: index.html (fonts written into it, since browsers refuse
 * font files beside a file:// page; its form posts to the live site), the icons and share card under
 * icons/, and the font files under fonts/ for hosting it elsewhere. Illustrations are inside the page.
 */
export async function exportSite(app: AppContext, project: Project, document: NonNullable<ReturnType<typeof projectDocument>>): Promise<Uint8Array<ArrayBuffer>> {
  const canonicalUrl = publicSiteUrl(app.env, project.slug);
  const brand = await makeBrandAssets(document, { slug: project.slug, siteUrl: canonicalUrl });
  const local = (url: string) => `icons/${url.slice(url.lastIndexOf("/") + 1)}`;
  const html = withSearchHead(
    renderSite(document, {
      formAction: messagesUrl(app.env, project.slug, { absolute: true }),
      canonicalUrl,
      fontBase: INLINE_FONTS,
      brand: { iconSvg: local(brand.head.iconSvg), iconPng: local(brand.head.iconPng), iconPngLarge: local(brand.head.iconPngLarge), appleTouchIcon: local(brand.head.appleTouchIcon) },
    }),
    document,
    { canonicalUrl, hidden: project.hideFromSearch },
  );
  const template = isSiteTemplate(document.template) ? document.template : "warm-editorial";
  const fonts = siteFontFiles(resolveTheme(document.theme, template).fonts.pair);
  const entries: ZipEntry[] = [
    { path: "index.html", bytes: new TextEncoder().encode(html) },
    ...brand.files.map((file) => ({ path: `icons/${file.name}`, bytes: file.bytes })),
    ...fonts.map((file) => ({ path: `fonts/${file.fileName}`, bytes: file.bytes })),
  ];
  return zip(entries);
}
