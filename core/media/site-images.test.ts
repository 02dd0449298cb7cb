import { describe, expect, it } from "vitest";
import storedV2 from "../sites/fixtures/site-document-v2.json";
import { storedSiteDocumentSchema } from "../sites/site-document-upgrade";
import type { SiteDocument } from "../sites/site-document";
import { imageSlots, keepPhotos, photosAwaitingAlt, suggestPhotoAlt, withImage } from "./site-images";

const document: SiteDocument = storedSiteDocumentSchema.parse(storedV2);
const PHOTO = "0123456789abcdef01234567";

describe("image slots", () => {
  it("finds the hero's, the about's and every gallery picture, in page order", () => {
    const gallery = document.sections.find((section) => section.type === "gallery");
    const count = gallery?.type === "gallery" ? gallery.images.length : 0;
    expect(imageSlots(document).map((slot) => slot.label)).toEqual(["Header picture", "About picture", ...Array.from({ length: count }, (_, i) => `Gallery picture ${i + 1}`)]);
    expect(imageSlots(document)[2]?.path).toEqual(["images", 0]);
  });

  it("suggests a description from the business and the slot, never from what May cannot see", () => {
    const [hero, about, gallery] = imageSlots(document);
    expect(suggestPhotoAlt(document, hero!)).toBe("Golden Crumb, bakery in Lisbon");
    expect(suggestPhotoAlt(document, about!)).toBe("The people and place behind Golden Crumb");
    expect(suggestPhotoAlt(document, gallery!)).toBe("Country sourdough at Golden Crumb");
  });

  it("tells publishing which photos wait for their description", () => {
    const [hero] = imageSlots(document);
    const suggested = withImage(document, hero!, { ...hero!.image, media: PHOTO, altAccepted: false });
    expect(photosAwaitingAlt(suggested)).toHaveLength(1);
    expect(suggested.sections[0]?.writer).toBe("person");
    expect(photosAwaitingAlt(withImage(document, hero!, { ...hero!.image, media: PHOTO, altAccepted: true }))).toHaveLength(0);
  });

  it("keeps the owner's photos when the site or a section is written again", () => {
    const [hero, , gallery] = imageSlots(document);
    let withPhotos = withImage(document, hero!, { ...hero!.image, media: PHOTO, alt: "Our counter", width: 1200, height: 900, focus: { x: 10, y: 20 }, altAccepted: true });
    withPhotos = withImage(withPhotos, gallery!, { ...gallery!.image, media: PHOTO, alt: "A loaf", altAccepted: true });
    const rewritten = { ...document, sections: document.sections.map((section) => ({ ...section, id: `${section.id}-v2`, writer: "built-in" as const })) };
    const kept = keepPhotos(withPhotos, rewritten);
    const [newHero, , newGallery] = imageSlots(kept);
    expect(newHero?.image).toMatchObject({ media: PHOTO, alt: "Our counter", width: 1200, height: 900, focus: { x: 10, y: 20 }, key: hero!.image.key });
    expect(newGallery?.image).toMatchObject({ media: PHOTO, alt: "A loaf", caption: "Country sourdough" });
    expect(kept.sections[0]?.writer).toBe("built-in");
    expect(imageSlots(kept)[1]?.image.media).toBeUndefined();
  });
});
