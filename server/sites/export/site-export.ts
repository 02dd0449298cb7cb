import type { AppContext } from "@server/context";
import type { Project } from "@server/db/schema";
import type { projectDocument } from "../../projects/projects";
import { makeBrandAssets } from "../brand/brand-assets";
import { INLINE_FONTS, siteFontFiles } from "../fonts/site-fonts";
import { resolveTheme } from "../render/theme";
import { isSiteTemplate } from "@core/sites/themes";
import { messagesUrl, publicSiteUrl } from "../publish/published-sites";
import { pageScriptFontSlices, renderSite, type RenderOptions } from "../render/render-site";
import type { ScriptFontSlice } from "../fonts/script-faces";
import { SITE_FONTS_PATH } from "../fonts/script-font-files";
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
  const options: RenderOptions = {
    formAction: messagesUrl(app.env, project.slug, { absolute: true }),
    canonicalUrl,
    fontBase: INLINE_FONTS,
    brand: { iconSvg: local(brand.head.iconSvg), iconPng: local(brand.head.iconPng), iconPngLarge: local(brand.head.iconPngLarge), appleTouchIcon: local(brand.head.appleTouchIcon) },
  };
  // A Japanese or Arabic page: the script font slices its text uses, written into it like the pair's faces.
  const slices = pageScriptFontSlices(document, renderSite(document, options));
  const scriptFonts = await scriptFontDataUris(app.env.ASSETS, slices);
  const html = withSearchHead(
    renderSite(document, { ...options, scriptFontSource: (slice) => scriptFonts.get(slice.path) ?? null }),
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

/**
 * The slices' files as data: URIs, read from the Worker's static assets (the build copies them there:
 * build-tools/script-font-assets.ts). A file the assets do not have is left out and its characters show
 * in the system's fonts.
 */
async function scriptFontDataUris(assets: Fetcher, slices: readonly ScriptFontSlice[]): Promise<Map<string, string>> {
  const uris = new Map<string, string>();
  for (const slice of slices) {
    // The host is never looked up: the binding answers from the Worker's own assets.
    const response = await assets.fetch(`https://assets.invalid${SITE_FONTS_PATH}${slice.path}`);
    if (!response.ok) {
      await response.body?.cancel();
      continue;
    }
    uris.set(slice.path, `data:font/woff2;base64,${base64(new Uint8Array(await response.arrayBuffer()))}`);
  }
  return uris;
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  // In chunks: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
