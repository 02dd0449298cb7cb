import type { AppContext } from "@server/context";
import type { Project } from "@server/db/schema";
import type { projectDocument } from "../../projects/projects";
import { makeBrandAssets } from "../brand/brand-assets";
import { INLINE_FONTS, siteFontFaces } from "../fonts/site-fonts";
import { resolveTheme } from "../render/theme";
import { isSiteTemplate } from "@core/sites/themes";
import { messagesUrl, publicSiteUrl } from "../publish/published-sites";
import { pageScriptFontSlices, renderSite, type RenderOptions } from "../render/render-site";
import { SITE_FONTS_PATH, type StaticFontFile } from "../fonts/font-files";
import { withSearchHead } from "../publish/search";
import { zip, type ZipEntry } from "./zip";

/**
 * The site as a folder that opens from disk: index.html (fonts written into it, since browsers refuse
 * font files beside a file:// page; its form posts to the live site), the icons and share card under
 * icons/, and the pair's font files under fonts/ for hosting it elsewhere. Illustrations are inside the page.
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
  // The pair's faces, and for a Japanese or Arabic page the script font slices its text uses, written into it.
  const template = isSiteTemplate(document.template) ? document.template : "warm-editorial";
  const pairFiles = siteFontFaces(resolveTheme(document.theme, template).fonts.pair).map((face) => face.file);
  const slices = pageScriptFontSlices(document, renderSite(document, options));
  const fonts = await fontFiles(app.env.ASSETS, [...pairFiles, ...slices]);
  const html = withSearchHead(renderSite(document, { ...options, inlineFonts: new Map([...fonts].map(([path, bytes]) => [path, `data:font/woff2;base64,${base64(bytes)}`])) }), document, {
    canonicalUrl,
    hidden: project.hideFromSearch,
  });
  const entries: ZipEntry[] = [
    { path: "index.html", bytes: new TextEncoder().encode(html) },
    ...brand.files.map((file) => ({ path: `icons/${file.name}`, bytes: file.bytes })),
    ...pairFiles.flatMap((file) => {
      const bytes = fonts.get(file.path);
      return bytes ? [{ path: `fonts/${file.packageFile}`, bytes }] : [];
    }),
  ];
  return zip(entries);
}

/**
 * The files' bytes by path, read from the Worker's static assets (the build copies them there:
 * build-tools/site-font-assets.ts). A file the assets do not have is left out, and its face with it: that text
 * shows in the stack's system fonts.
 */
async function fontFiles(assets: Fetcher, files: readonly StaticFontFile[]): Promise<Map<string, Uint8Array>> {
  const found = new Map<string, Uint8Array>();
  for (const file of files) {
    // The host is never looked up: the binding answers from the Worker's own assets.
    const response = await assets.fetch(`https://assets.invalid${SITE_FONTS_PATH}${file.path}`);
    if (!response.ok) {
      await response.body?.cancel();
      continue;
    }
    found.set(file.path, new Uint8Array(await response.arrayBuffer()));
  }
  return found;
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  // In chunks: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
