import { businessKindByCode } from "../chat/business-kinds";
import { siteText } from "../sites/i18n/site-text";
import { siteLanguageOf } from "../sites/languages";
import type { SiteDocument, SiteImage } from "../sites/site-document";

/** One place in a site that shows an image: which section, where in it, and what to call it for the owner. */
export interface ImageSlot {
  sectionId: string;
  sectionType: string;
  /** Path to the image inside the section, e.g. ["image"] or ["images", 2]. */
  path: (string | number)[];
  image: SiteImage;
  /** The gallery item's caption, when there is one (the alt text suggestion uses it). */
  caption: string;
  label: string;
}

const SLOT_NAMES: Record<string, string> = { hero: "Header picture", about: "About picture", gallery: "Gallery picture" };

// A slot is an image with its alt text and size; an old document's illustration key is optional (docs/decisions/0892-no-illustration-keys-and-the-canvas-shows-the-pages-photos.md).
const isImage = (value: unknown): value is SiteImage =>
  typeof value === "object" && value !== null && typeof (value as { alt?: unknown }).alt === "string" && typeof (value as { width?: unknown }).width === "number";

/** Every image slot of the document, in page order (any section type that keeps `image` or `images`). */
export function imageSlots(document: SiteDocument): ImageSlot[] {
  const slots: ImageSlot[] = [];
  for (const section of document.sections) {
    const record = section as unknown as Record<string, unknown>;
    const name = SLOT_NAMES[section.type] ?? "Picture";
    if (isImage(record.image)) slots.push({ sectionId: section.id, sectionType: section.type, path: ["image"], image: record.image, caption: "", label: name });
    if (Array.isArray(record.images)) {
      record.images.forEach((image: unknown, index) => {
        if (!isImage(image)) return;
        const caption = typeof (image as { caption?: unknown }).caption === "string" ? (image as unknown as { caption: string }).caption : "";
        slots.push({ sectionId: section.id, sectionType: section.type, path: ["images", index], image, caption, label: `${name} ${index + 1}` });
      });
    }
  }
  return slots;
}

/** The document with one slot's image replaced (the whole image: give it every field it keeps); the section counts as edited by the owner. */
export function withImage(document: SiteDocument, slot: Pick<ImageSlot, "sectionId" | "path">, image: SiteImage, { byOwner = true } = {}): SiteDocument {
  return {
    ...document,
    sections: document.sections.map((section) => {
      if (section.id !== slot.sectionId) return section;
      const copy = structuredClone(section) as unknown as Record<string | number, unknown>;
      let parent: Record<string | number, unknown> = copy;
      for (const step of slot.path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
      const last = slot.path[slot.path.length - 1]!;
      parent[last] = image;
      return byOwner ? { ...(copy as unknown as typeof section), writer: "person" } : (copy as unknown as typeof section);
    }),
  };
}

const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

/**
 * A first description for a photo, from the business and the slot only (May cannot see the photo), in the site's
 * language (core/sites/i18n: the trade's name is English, so only English names it): the owner accepts it or
 * writes their own, and publishing asks until they do.
 */
export function suggestPhotoAlt(document: Pick<SiteDocument, "name" | "kind" | "location" | "language">, slot: Pick<ImageSlot, "sectionType" | "caption">): string {
  const text = siteText(siteLanguageOf(document));
  const values = { name: document.name, trade: businessKindByCode(document.kind)?.name.toLowerCase() ?? "none", place: document.location || "none" };
  if (slot.caption) return clip(text.t("photoAlt.caption", { caption: slot.caption, name: document.name }));
  if (slot.sectionType === "hero") return clip(text.t("photoAlt.hero", values));
  if (slot.sectionType === "about") return clip(text.t("photoAlt.about", { name: document.name }));
  return clip(text.t("photoAlt.photo", values));
}

/** Photos whose description is still only May's suggestion: publishing waits for the owner to accept them. */
export function photosAwaitingAlt(document: SiteDocument): ImageSlot[] {
  return imageSlots(document).filter((slot) => slot.image.media && slot.image.altAccepted === false);
}

/** The refusal to publish while photos wait for their descriptions: a message key with the photos' `count` (content/app-messages/editor). */
export const PHOTO_ALT_MESSAGE = "editor.publish.photosAwaitingAlt";

/** Where a slot is, independent of section ids (a new version of the site may name its sections differently). */
function slotPlace(document: SiteDocument, slot: ImageSlot): string {
  const nth = document.sections.filter((section) => section.type === slot.sectionType).findIndex((section) => section.id === slot.sectionId);
  return `${slot.sectionType}#${nth}:${slot.path.join(".")}`;
}

/**
 * A rewritten site or section keeps the owner's photos: each slot that showed a photo shows it again in the
 * new version (same section type and place), with the owner's description and focus; the new version's slot
 * stays as it is otherwise.
 */
export function keepPhotos(before: SiteDocument, after: SiteDocument): SiteDocument {
  const photos = new Map(imageSlots(before).filter((slot) => slot.image.media).map((slot) => [slotPlace(before, slot), slot.image]));
  if (photos.size === 0) return after;
  let next = after;
  for (const slot of imageSlots(after)) {
    const photo = photos.get(slotPlace(after, slot));
    if (!photo) continue;
    // A picture a model made gives way to the new version's own; the owner's photos always stay.
    if (photo.generated && slot.image.media) continue;
    const { media, focus, altAccepted, alt, width, height, generated } = photo;
    const base: SiteImage = { ...slot.image };
    delete base.generated;
    next = withImage(next, slot, { ...base, media, alt, width, height, ...(focus ? { focus } : {}), ...(altAccepted !== undefined ? { altAccepted } : {}), ...(generated ? { generated } : {}) }, { byOwner: false });
  }
  return next;
}
