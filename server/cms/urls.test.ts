import { describe, expect, it } from "vitest";
import { safeEmbedUrl, safeHref, safeMediaUrl } from "./urls";

describe("a content entry's URLs", () => {
  it("refuse control characters everywhere, and spaces inside a media or embed URL, but not inside a link", () => {
    expect(safeMediaUrl("https://cdn.example.com/a b.jpg")).toBeUndefined();
    expect(safeEmbedUrl("https://video.example.com/embed/a b")).toBeUndefined();
    expect(safeHref("https://example.com/a b")).toBe("https://example.com/a%20b");
    expect(safeHref("  /about  ")).toBe("/about");
    expect(safeMediaUrl("  https://cdn.example.com/a.jpg  ")).toBe("https://cdn.example.com/a.jpg");
    for (const bad of ["https://example.com/a\u0000b", "https://example.com/a\u007fb", "https://example.com/a\u0085b"]) {
      expect(safeHref(bad)).toBeUndefined();
      expect(safeMediaUrl(bad)).toBeUndefined();
      expect(safeEmbedUrl(bad)).toBeUndefined();
    }
  });
});
