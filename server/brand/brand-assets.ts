import { directionOf } from "@core/sites/language-direction";
import { siteLanguageOf } from "@core/sites/languages";
import { DEFAULT_LOGO, logoMarkSvg } from "@core/sites/logo";
import type { BrandHead } from "@core/sites/site-page";
import type { SiteDocument } from "@core/sites/site-document";
import { siteTemplateOf } from "@core/sites/themes";
import { contentHash, FONT_STACKS, logoColors, resolveTheme } from "@server/render";
import type { BrandPictures } from "./brand-pictures";
import { cardFace } from "./card-faces";
import { icoFromPngs } from "./ico";
import { type BrandEnv, rasterise } from "./rasteriser";
import { SHARE_CARD_WIDTH, shareCardSvg } from "./share-card";

/** Where a published site's icons and share card are served, on the app's host and the site's own alike. */
export const BRAND_PATH = "/_brand/";

export interface BrandFile {
  /** The served name; every name but favicon.ico carries a hash of its bytes, so it is cached for good. */
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface BrandAssets {
  files: BrandFile[];
  head: BrandHead;
}

/** The file names the page links to, by role (the ICO keeps its well-known name). */
export const FAVICON_ICO = "favicon.ico";

function named(stem: string, extension: string, contentType: string, bytes: Uint8Array): BrandFile {
  return { name: `${stem}-${contentHash(bytes)}.${extension}`, contentType, bytes };
}

/** The page's background, which an uploaded logo's apple-touch-icon is padded with (iOS fills transparency with black). */
export function brandBackground(document: SiteDocument): string {
  const template = siteTemplateOf(document.template);
  return resolveTheme(document.theme, template).colors.bg;
}

/**
 * A published site's icons (SVG, PNG 32/192, the 180 px apple-touch-icon, favicon.ico with 16/32/48)
 * and its 1200×630 share card, from its logo (or its initials), palette and heading font. With an
 * uploaded logo (`pictures`, server/brand/brand-pictures.ts) the PNGs are the owner's picture
 * resized and there is no SVG icon; the hero's photo, when there is one, goes on the card. The PNGs are drawn by
 * the brand Worker, all in one call (server/brand/rasteriser.ts).
 */
export async function makeBrandAssets(env: BrandEnv, document: SiteDocument, { slug, siteUrl, pictures = {} }: { slug: string; siteUrl: string; pictures?: BrandPictures }): Promise<BrandAssets> {
  const template = siteTemplateOf(document.template);
  const theme = resolveTheme(document.theme, template);
  // The generated mark: the site's own, or its initials when it has an uploaded logo or none.
  const logo = document.logo?.kind === "generated" ? document.logo : DEFAULT_LOGO;
  const colors = logoColors(theme.colors, logo.color);
  const font = cardFace(theme.fonts.pair);
  const uploaded = document.logo?.kind === "media" && pictures.logoIcons ? pictures.logoIcons : null;

  // The SVG icon is drawn by browsers, which cannot use web fonts there: it names the pair's stack.
  const iconSvg = uploaded ? null : new TextEncoder().encode(logoMarkSvg(document.name, logo, colors, { fontFamily: FONT_STACKS[theme.fonts.pair].heading }));
  const rasterMark = logoMarkSvg(document.name, logo, colors, { fontFamily: font.family });
  // Apple draws its own rounded corners over a square icon.
  const squareMark = logoMarkSvg(document.name, logo, colors, { fontFamily: font.family, rounded: false });
  const hero = document.sections.find((section) => section.type === "hero");
  const logoImage = document.logo?.kind === "media" && pictures.logoCard ? { ...pictures.logoCard, withName: document.logo.withName ?? false } : undefined;
  const cardSvg = shareCardSvg({
    name: document.name,
    headline: hero?.type === "hero" ? hero.headline : document.seo.title,
    address: siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, ""),
    logo,
    ...(logoImage ? { logoImage } : {}),
    ...(pictures.heroPhoto ? { photo: pictures.heroPhoto } : {}),
    colors: { ...colors, text: theme.colors.text, muted: theme.colors.muted, accentSoft: theme.colors.accentSoft, primary: theme.colors.primary },
    fontFamily: font.family,
    direction: directionOf(siteLanguageOf(document)),
  });
  const icons = uploaded
    ? []
    : [
        { svg: rasterMark, width: 16 },
        { svg: rasterMark, width: 32 },
        { svg: rasterMark, width: 48 },
        { svg: squareMark, width: 180 },
        { svg: rasterMark, width: 192 },
      ];
  const drawn = await rasterise(env, { family: font.family, jobs: [...icons, { svg: cardSvg, width: SHARE_CARD_WIDTH }] });
  const card = drawn.pop()!;
  const [png16, png32, png48, png180, png192] = uploaded ? [uploaded[16], uploaded[32], uploaded[48], uploaded[180], uploaded[192]] : drawn;

  const files = {
    ...(iconSvg ? { svg: named("icon", "svg", "image/svg+xml", iconSvg) } : {}),
    png32: named("icon-32", "png", "image/png", png32!),
    png192: named("icon-192", "png", "image/png", png192!),
    apple: named("apple-touch-icon", "png", "image/png", png180!),
    card: named("share-card", "png", "image/png", card),
    ico: { name: FAVICON_ICO, contentType: "image/x-icon", bytes: icoFromPngs([{ size: 16, png: png16! }, { size: 32, png: png32! }, { size: 48, png: png48! }]) },
  };
  const base = `${BRAND_PATH}${slug}/`;
  return {
    files: Object.values(files),
    head: {
      ...(files.svg ? { iconSvg: `${base}${files.svg.name}` } : {}),
      iconPng: `${base}${files.png32.name}`,
      iconPngLarge: `${base}${files.png192.name}`,
      appleTouchIcon: `${base}${files.apple.name}`,
      shareImage: new URL(`${base}${files.card.name}`, siteUrl).toString(),
    },
  };
}
