import { DomainError } from "@core/errors";
import { PHOTO_ALT_MESSAGE, photosAwaitingAlt } from "@core/media/site-images";
import type { SiteDocument, SiteImage } from "@core/sites/site-document";
import type { AppContext } from "@server/platform";
import { ownedMedia } from "./media";

export const PHOTO_NOT_IN_LIBRARY = "One of the photos is not in your library any more. Choose another photo.";
export const LOGO_NOT_IN_LIBRARY = "The logo is not in your library any more. Upload it again or choose another picture.";

// A picture slot holding a photo; its illustration key is optional (new documents have none: docs/decisions/0892-no-illustration-keys-and-the-canvas-shows-the-pages-photos.md).
const isPhoto = (value: unknown): value is SiteImage & { media: string } =>
  typeof value === "object" && value !== null && typeof (value as { media?: unknown }).media === "string" && typeof (value as { alt?: unknown }).alt === "string" && typeof (value as { width?: unknown }).width === "number";

/** The owner's pictures a document names, on every page: each photo (any section's image, home page and `pages[]`) and the uploaded logo. */
export interface SiteMedia {
  photos: (SiteImage & { media: string })[];
  logo: Extract<NonNullable<SiteDocument["logo"]>, { kind: "media" }> | null;
}

/**
 * The one walk over a site document's pictures (docs/security.md, "Photos"): the home page's sections, every
 * other page's, wherever a section keeps an image (new section types included), and the logo. The ownership
 * check on save and the check before publishing both read it, so no page is left out of either.
 */
export function siteMedia(document: SiteDocument): SiteMedia {
  const photos: (SiteImage & { media: string })[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    if (isPhoto(value)) photos.push(value);
    else Object.values(value).forEach(visit);
  };
  visit(document.sections);
  for (const page of document.pages ?? []) visit(page.sections);
  return { photos, logo: document.logo?.kind === "media" ? document.logo : null };
}

/**
 * A saved document may show only the owner's own photos and logo, at their real size (so srcset names sizes
 * that exist and the header's logo never shifts). Another person's id, or a deleted photo, is refused: 400,
 * nothing saved.
 */
export async function withOwnedPhotos(app: AppContext, ownerId: number, document: SiteDocument): Promise<SiteDocument> {
  const { photos, logo } = siteMedia(document);
  if (photos.length === 0 && !logo) return document;
  const owned = await ownedMedia(app, ownerId, [...photos.map((photo) => photo.media), ...(logo ? [logo.mediaId] : [])]);
  const copy = structuredClone(document);
  if (logo) {
    const row = owned.get(logo.mediaId);
    if (!row) throw new DomainError("INVALID", LOGO_NOT_IN_LIBRARY, { logo: logo.mediaId });
    copy.logo = { ...logo, width: row.width, height: row.height };
  }
  for (const photo of siteMedia(copy).photos) {
    const row = owned.get(photo.media);
    if (!row) throw new DomainError("INVALID", PHOTO_NOT_IN_LIBRARY, { media: photo.media });
    photo.width = row.width;
    photo.height = row.height;
  }
  return copy;
}

/**
 * What publishing asks of the draft's photos: every description accepted or written by the owner (not May's
 * suggestion), and every photo still in the owner's library, since one deleted after the draft was saved would
 * publish a broken image; an illustration cannot stand in, as the owner's description is of the photo. 400,
 * nothing published. (A deleted logo has a stand-in that says nothing false, the name, and is left out instead.)
 */
export async function requirePublishablePhotos(app: AppContext, ownerId: number, document: SiteDocument | null): Promise<void> {
  if (!document) return;
  const waiting = photosAwaitingAlt(document);
  if (waiting.length > 0) throw new DomainError("INVALID", PHOTO_ALT_MESSAGE, { photos: waiting.map((slot) => ({ section: slot.sectionId, path: slot.path })) }, { count: waiting.length });
  const { photos } = siteMedia(document);
  const owned = await ownedMedia(app, ownerId, photos.map((photo) => photo.media));
  const gone = photos.find((photo) => !owned.has(photo.media));
  if (gone) throw new DomainError("INVALID", PHOTO_NOT_IN_LIBRARY, { media: gone.media });
}
