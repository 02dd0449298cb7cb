import { mediaKey } from "@core/media/media";
import { mediaVariantWidths } from "@core/media/media-sizes";
import { type UploadedLogo } from "@core/sites/logo";
import { fitLogo } from "@core/sites/logo-marks";
import type { SiteDocument } from "@core/sites/site-document";
import { type ImagesApi, type MediaEnv, mediaSize } from "@server/media";
import { bytesOf, streamOf } from "@server/platform";

/** The rasters a publish takes from the owner's library: resized by the Images binding, never drawn by us. */
export interface BrandPictures {
  /** The uploaded logo as square PNG icons: 16/32/48/192 on a transparent pad, 180 (apple-touch-icon) on the page's background. */
  logoIcons?: Record<16 | 32 | 48 | 180 | 192, Uint8Array>;
  /** The uploaded logo for the share card (PNG) and the size it is drawn at there. */
  logoCard?: EmbeddedPicture;
  /** The hero's photo for the share card (JPEG), already the size its panel draws it. */
  heroPhoto?: EmbeddedPicture & { focus: { x: number; y: number } };
  /** The uploaded logo is gone from the library (deleted while only a draft showed it): the page goes without it. */
  logoGone?: boolean;
}

export interface EmbeddedPicture {
  dataUri: string;
  width: number;
  height: number;
}

/** Where the share card shows an uploaded logo (at most this box) and a hero photo (this panel, on the right). */
export const CARD_LOGO_BOX = { width: 420, height: 120 } as const;
/** A logo with the name beside it stays narrow, to leave the name its room. */
export const CARD_LOGO_BOX_WITH_NAME = { width: 160, height: 120 } as const;
export const CARD_PHOTO_PANEL = { x: 660, width: 540, height: 630 } as const;

const toDataUri = (bytes: Uint8Array, type: string) => {
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
};

async function transformed(images: ImagesApi, source: ArrayBuffer, transform: ImageTransform, format: "image/png" | "image/jpeg"): Promise<Uint8Array> {
  const result = await images
    .input(streamOf(source))
    .transform(transform)
    .output({ format, ...(format === "image/jpeg" ? { quality: 82 } : {}) });
  return bytesOf(result.image());
}

async function logoPictures(env: MediaEnv, logo: UploadedLogo, background: string): Promise<Pick<BrandPictures, "logoIcons" | "logoCard" | "logoGone">> {
  const original = await env.MEDIA.get(mediaKey(logo.mediaId, "original"));
  if (!original) return { logoGone: true };
  const source = await original.arrayBuffer();
  // Square icons keep the logo's shape: padded, transparent where a browser tab shows it, opaque where iOS would fill it with black.
  const square = (size: number, pad: string) => transformed(env.IMAGES, source, { width: size, height: size, fit: "pad", background: pad }, "image/png");
  const card = fitLogo(logo, logo.withName ? CARD_LOGO_BOX_WITH_NAME : CARD_LOGO_BOX, 2);
  const [png16, png32, png48, png180, png192, cardPng] = await Promise.all([
    square(16, "rgba(0,0,0,0)"),
    square(32, "rgba(0,0,0,0)"),
    square(48, "rgba(0,0,0,0)"),
    square(180, background),
    square(192, "rgba(0,0,0,0)"),
    transformed(env.IMAGES, source, { width: card.width, height: card.height, fit: "contain" }, "image/png"),
  ]);
  return {
    logoIcons: { 16: png16, 32: png32, 48: png48, 180: png180, 192: png192 },
    logoCard: { dataUri: toDataUri(cardPng, "image/png"), ...card },
  };
}

/** The hero's photo scaled to cover the card's panel (the focus point decides the crop when the card is drawn). */
async function heroPicture(env: MediaEnv, document: SiteDocument): Promise<BrandPictures["heroPhoto"]> {
  const hero = document.sections.find((section) => section.type === "hero" && !section.hidden);
  const image = hero?.type === "hero" ? hero.image : undefined;
  if (!image?.media) return undefined;
  const scale = Math.max(CARD_PHOTO_PANEL.width / image.width, CARD_PHOTO_PANEL.height / image.height);
  const width = Math.ceil(image.width * scale);
  const height = Math.ceil(image.height * scale);
  // The smallest stored size at least that wide decodes least (the widest one when none is).
  const widths = mediaVariantWidths(image.width);
  const sourceWidth = widths.find((candidate) => candidate >= width) ?? widths[widths.length - 1]!;
  const stored = await mediaSize(env, image.media, sourceWidth);
  if (!stored || !("body" in stored)) return undefined;
  const jpeg = await transformed(env.IMAGES, await stored.arrayBuffer(), { width, height, fit: "squeeze" }, "image/jpeg");
  return { dataUri: toDataUri(jpeg, "image/jpeg"), width, height, focus: image.focus ?? { x: 50, y: 50 } };
}

/**
 * The pictures of the owner's library a publish needs for its icons and card: the uploaded logo and the
 * hero's photo. A picture missing from R2 (deleted from a draft) or that the binding refuses is left out
 * (logged): the generated mark stands in, the card goes without the photo.
 */
export async function loadBrandPictures(env: MediaEnv, document: SiteDocument, { background }: { background: string }): Promise<BrandPictures> {
  const leftOut = (what: string) => (error: unknown) => {
    console.warn(`brand: the ${what} could not be resized; drawing without it`, error);
    return undefined;
  };
  const [logo, heroPhoto] = await Promise.all([
    document.logo?.kind === "media" ? logoPictures(env, document.logo, background).catch(leftOut("uploaded logo")) : undefined,
    heroPicture(env, document).catch(leftOut("hero photo")),
  ]);
  return { ...(logo ?? {}), ...(heroPhoto ? { heroPhoto } : {}) };
}
