import type { AppContext } from "@server/context";
import type { Project } from "@server/db/schema";
import type { projectDocument } from "../../projects/projects";
import { mediaKey } from "@core/media/media";
import { brandBackground, makeBrandAssets } from "../brand/brand-assets";
import { loadBrandPictures } from "../brand/brand-pictures";
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
 * icons/, the font files under fonts/ for hosting it elsewhere, and the owner's uploaded logo and photos
 * under media/ (the page names them by relative path). Illustrations are inside the page.
 */
export async function exportSite(app: AppContext, project: Project, saved: NonNullable<ReturnType<typeof projectDocument>>): Promise<Uint8Array<ArrayBuffer>> {
  const canonicalUrl = publicSiteUrl(app.env, project.slug);
  const pictures = await loadBrandPictures(app.env, saved, { background: brandBackground(saved) });
  // An uploaded logo deleted since the draft chose it: the page shows the name, as the published one does.
  const document = pictures.logoGone ? { ...saved, logo: undefined } : saved;
  const brand = await makeBrandAssets(document, { slug: project.slug, siteUrl: canonicalUrl, pictures });
  const local = (url: string) => `icons/${url.slice(url.lastIndexOf("/") + 1)}`;
  const html = withSearchHead(
    renderSite(document, {
      formAction: messagesUrl(app.env, project.slug, { absolute: true }),
      canonicalUrl,
      fontBase: INLINE_FONTS,
      // "./media/{id}/{width}.webp": the same files, beside the page in the zip.
      mediaBase: ".",
      brand: {
        ...(brand.head.iconSvg ? { iconSvg: local(brand.head.iconSvg) } : {}),
        iconPng: local(brand.head.iconPng),
        iconPngLarge: local(brand.head.iconPngLarge),
        appleTouchIcon: local(brand.head.appleTouchIcon),
      },
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
    ...(await mediaFilesOf(app, html)),
  ];
  return zip(entries);
}

/** The library's files the page names (its logo, its photos' sizes), read from R2; one that is gone is left out. */
async function mediaFilesOf(app: AppContext, html: string): Promise<ZipEntry[]> {
  const paths = new Set([...html.matchAll(/\.\/media\/([0-9a-f]{24})\/(\d{2,4})\.webp/g)].map((match) => `${match[1]}/${match[2]}`));
  const files = await Promise.all(
    [...paths].map(async (path) => {
      const [id, width] = path.split("/") as [string, string];
      const object = await app.env.MEDIA.get(mediaKey(id, Number(width)));
      return object ? ({ path: `media/${path}.webp`, bytes: new Uint8Array(await object.arrayBuffer()) } as ZipEntry) : null;
    }),
  );
  return files.filter((file): file is ZipEntry => file !== null);
}
