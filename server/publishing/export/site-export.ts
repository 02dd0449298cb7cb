import { type AppContext, isDevelopment } from "@server/platform";
import type { Project } from "@server/db";
import type { projectDocument } from "@server/projects";
import { mediaSize } from "@server/media";
import { ASSETS_ORIGIN } from "@core/static-assets";
import { siteTemplateOf } from "@core/sites/themes";
import type { SiteDocument } from "@core/sites/site-document";
import { brandBackground, loadBrandPictures, makeBrandAssets } from "@server/brand";
import { INLINE_FONTS, pageScriptFontSlices, type RenderOptions, renderSite, resolveTheme, SITE_FONTS_PATH, siteFontFaces, type StaticFontFile } from "@server/render";
import { messagesUrl, publicSiteUrl } from "../published-sites";
import { publishableDocument } from "@core/sites/publishable";
import { withSearchHead } from "../search-head";
import { zip, type ZipEntry } from "./zip";

/** A page's file in the download: the home page is index.html, every other page `{slug}.html` beside it. */
export function downloadPageFile(slug: string | null): string {
  return slug === null ? "index.html" : `${slug}.html`;
}

/**
 * The site as a folder that opens from disk: index.html and one `{slug}.html` per other page, linked to each
 * other by relative path (fonts written into each page, since browsers refuse font files beside a file://
 * page; forms post to the live site), the icons and share card under icons/, the pair's font files under
 * fonts/ for hosting it elsewhere, and the owner's uploaded logo and photos under media/ (the pages name them
 * by relative path). Illustrations are inside the pages.
 */
export async function exportSite(app: AppContext, project: Project, saved: NonNullable<ReturnType<typeof projectDocument>>, { origin }: { origin?: string } = {}): Promise<Uint8Array<ArrayBuffer>> {
  const canonicalUrl = publicSiteUrl(app.env, project.slug);
  const pictures = await loadBrandPictures(app.env, saved, { background: brandBackground(saved) });
  // An uploaded logo deleted since the draft chose it: the page shows the name, as the published one does.
  const document: SiteDocument = pictures.logoGone ? { ...saved, logo: undefined } : saved;
  const brand = await makeBrandAssets(app.env, document, { slug: project.slug, siteUrl: canonicalUrl, pictures });
  const local = (url: string) => `icons/${url.slice(url.lastIndexOf("/") + 1)}`;
  const options: RenderOptions = {
    formAction: messagesUrl(app.env, project.slug, { absolute: true }),
    canonicalUrl,
    fontBase: INLINE_FONTS,
    // "./media/{id}/{width}.webp": the same files, beside the pages in the zip.
    mediaBase: ".",
    base: downloadPageFile,
    brand: {
      ...(brand.head.iconSvg ? { iconSvg: local(brand.head.iconSvg) } : {}),
      iconPng: local(brand.head.iconPng),
      iconPngLarge: local(brand.head.iconPngLarge),
      appleTouchIcon: local(brand.head.appleTouchIcon),
    },
  };
  // Every page, as publishing renders them: the home page first.
  const pages = [null, ...(publishableDocument(document).pages ?? []).map((page) => page.slug)];
  // The pair's faces, and for a Japanese or Arabic site the script font slices its pages' text uses, written into each.
  const template = siteTemplateOf(document.template);
  const pairFiles = siteFontFaces(resolveTheme(document.theme, template).fonts.pair).map((face) => face.file);
  const slices = [...new Map(pages.flatMap((page) => pageScriptFontSlices(document, renderSite(document, { ...options, page }))).map((slice) => [slice.path, slice])).values()];
  const fonts = await fontFiles(app.env, [...pairFiles, ...slices], { origin });
  const inlineFonts = new Map([...fonts].map(([path, bytes]) => [path, `data:font/woff2;base64,${base64(bytes)}`]));
  const html = pages.map((page) => ({
    path: downloadPageFile(page),
    text: withSearchHead(renderSite(document, { ...options, page, inlineFonts }), document, { canonicalUrl, hidden: project.hideFromSearch }),
  }));
  const entries: ZipEntry[] = [
    ...html.map((page) => ({ path: page.path, bytes: new TextEncoder().encode(page.text) })),
    ...brand.files.map((file) => ({ path: `icons/${file.name}`, bytes: file.bytes })),
    ...pairFiles.flatMap((file) => {
      const bytes = fonts.get(file.path);
      return bytes ? [{ path: `fonts/${file.packageFile}`, bytes }] : [];
    }),
    ...(await mediaFilesOf(app, html.map((page) => page.text).join("\n"))),
  ];
  return zip(entries);
}

/**
 * The site font files a download carries, by path, read from the Worker's static assets (the build copies them
 * there: build-tools/site-font-assets.ts). Under `npm run dev` the binding answers HTML for them (the dev server,
 * not the binding, serves /_fonts/ there), so in development they are read from the dev server itself: `origin`,
 * the origin that is serving this request (so a dev server on another port than APP_URL's still finds them), else
 * APP_URL (docs/operations.md, "Brand files (icons, share cards) and site fonts"). The development guard lets only
 * loopback hosts reach that branch (docs/decisions/0204-development-serves-loopback-only.md). A file found nowhere is
 * left out, and its face with it: that text shows in the stack's system fonts.
 */
export async function fontFiles(env: Pick<Env, "ASSETS" | "ENVIRONMENT" | "APP_URL">, files: readonly StaticFontFile[], { origin }: { origin?: string } = {}): Promise<Map<string, Uint8Array>> {
  const found = new Map<string, Uint8Array>();
  const fontIn = async (response: Response) => {
    if (response.ok && !response.headers.get("content-type")?.startsWith("text/html")) return new Uint8Array(await response.arrayBuffer());
    await response.body?.cancel();
    return null;
  };
  for (const file of files) {
    const path = `${SITE_FONTS_PATH}${file.path}`;
    // The host is never looked up: the binding answers from the Worker's own assets.
    let bytes = await fontIn(await env.ASSETS.fetch(`${ASSETS_ORIGIN}${path}`));
    if (!bytes && isDevelopment(env)) bytes = await fetch(new URL(path, origin ?? env.APP_URL)).then(fontIn, () => null);
    if (bytes) found.set(file.path, bytes);
  }
  return found;
}

/** The library's files the pages name (the logo, the photos' sizes), read from R2; one that is gone is left out. */
async function mediaFilesOf(app: AppContext, html: string): Promise<ZipEntry[]> {
  const paths = new Set([...html.matchAll(/\.\/media\/([0-9a-f]{24})\/(\d{2,4})\.webp/g)].map((match) => `${match[1]}/${match[2]}`));
  const files = await Promise.all(
    [...paths].map(async (path) => {
      const [id, width] = path.split("/") as [string, string];
      const object = await mediaSize(app.env, id, Number(width));
      return object && "body" in object ? ({ path: `media/${path}.webp`, bytes: new Uint8Array(await object.arrayBuffer()) } as ZipEntry) : null;
    }),
  );
  return files.filter((file): file is ZipEntry => file !== null);
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  // In chunks: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
