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

  it("suggests it in the site's language, naming the trade only in English (its name is English)", () => {
    const [hero, about, gallery] = imageSlots(document);
    const spanish = { ...document, language: "es" as const };
    expect(suggestPhotoAlt(spanish, hero!)).toBe("Golden Crumb en Lisbon");
    expect(suggestPhotoAlt(spanish, about!)).toBe("Las personas y el lugar detrás de Golden Crumb");
    expect(suggestPhotoAlt(spanish, gallery!)).toBe("Country sourdough en Golden Crumb");
    expect(suggestPhotoAlt(spanish, { sectionType: "team", caption: "" })).toBe("Foto de Golden Crumb en Lisbon");
    expect(suggestPhotoAlt({ ...document, language: "ja" }, hero!)).toBe("LisbonのGolden Crumb");
    // Without a place or a known trade, the words around them go too.
    expect(suggestPhotoAlt({ ...document, location: "", kind: "" }, hero!)).toBe("Golden Crumb");
    expect(suggestPhotoAlt({ ...document, location: "", kind: "" }, { sectionType: "team", caption: "" })).toBe("Photo from Golden Crumb");
    expect(suggestPhotoAlt({ ...document, location: "" }, { sectionType: "team", caption: "" })).toBe("Photo from Golden Crumb, bakery");
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

  it("lets a new version's generated picture replace an older generated one, never the owner's photo", () => {
    const OTHER = "fedcba9876543210fedcba98";
    const NEWER = "00112233445566778899aabb";
    const [hero, about, gallery] = imageSlots(document);
    let before = withImage(document, hero!, { ...hero!.image, media: PHOTO, alt: "Our counter", altAccepted: true });
    before = withImage(before, about!, { ...about!.image, media: OTHER, alt: "The workplace of a bakery", altAccepted: false, generated: true });
    before = withImage(before, gallery!, { ...gallery!.image, media: OTHER, alt: "Sourdough", altAccepted: false, generated: true });
    // The new version has pictures of its own in every slot but the gallery's first.
    let after = withImage(document, hero!, { ...hero!.image, media: NEWER, alt: "Bread at a bakery", altAccepted: false, generated: true }, { byOwner: false });
    after = withImage(after, about!, { ...about!.image, media: NEWER, alt: "The workplace of a bakery", altAccepted: false, generated: true }, { byOwner: false });
    const [newHero, newAbout, newGallery] = imageSlots(keepPhotos(before, after));
    expect(newHero?.image).toMatchObject({ media: PHOTO, alt: "Our counter", altAccepted: true });
    expect(newHero?.image.generated).toBeUndefined();
    expect(newAbout?.image).toMatchObject({ media: NEWER, generated: true });
    // Where the new version has no picture (its model failed), the older generated one stays.
    expect(newGallery?.image).toMatchObject({ media: OTHER, generated: true, caption: "Country sourdough" });
  });
});
