import { describe, expect, it } from "vitest";
import type { MediaItem } from "@core/media/media";
import { withUploaded } from "./image-picker";

const photo = (id: string): MediaItem => ({ id, width: 1200, height: 900 }) as MediaItem;

describe("the picker's library after a list that travelled while photos were uploaded", () => {
  it("keeps the photos uploaded meanwhile in front of the listed ones (three uploads, then an empty list, was 'No photos yet')", () => {
    const uploadedHere = [photo("c"), photo("b"), photo("a")];
    expect(withUploaded([], uploadedHere).map((item) => item.id)).toEqual(["c", "b", "a"]);
  });

  it("lists a photo once when the list already has it, and keeps the list's order behind the new ones", () => {
    expect(withUploaded([photo("b"), photo("old")], [photo("c"), photo("b")]).map((item) => item.id)).toEqual(["c", "b", "old"]);
  });

  it("is the list itself when nothing was uploaded here", () => {
    expect(withUploaded([photo("x"), photo("y")], []).map((item) => item.id)).toEqual(["x", "y"]);
  });
});
