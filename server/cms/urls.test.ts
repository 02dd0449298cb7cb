import { describe, expect, it } from "vitest";
import { safeCmsHref, safeEmbedUrl, safeMediaUrl } from "./urls";

describe("a content entry's URLs", () => {
  it("links to site paths, anchors, queries and http(s), mailto: and tel: URLs, and to nothing else", () => {
    expect(safeCmsHref("/pricing#plans")).toBe("/pricing#plans");
    expect(safeCmsHref("/a/../b")).toBe("/b");
    expect(safeCmsHref("#top")).toBe("#top");
    expect(safeCmsHref("?plan=pro")).toBe("?plan=pro");
    expect(safeCmsHref("http://example.com")).toBe("http://example.com/");
    expect(safeCmsHref("mailto:hello@may.example")).toBe("mailto:hello@may.example");
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "/\\evil.example", "", 42]) expect(safeCmsHref(bad), String(bad)).toBeUndefined();
  });

  it("refuse control characters everywhere, and spaces inside a media or embed URL, but not inside a link", () => {
    expect(safeMediaUrl("https://cdn.example.com/a b.jpg")).toBeUndefined();
    expect(safeEmbedUrl("https://video.example.com/embed/a b")).toBeUndefined();
    expect(safeCmsHref("https://example.com/a b")).toBe("https://example.com/a%20b");
    expect(safeCmsHref("  /about  ")).toBe("/about");
    expect(safeMediaUrl("  https://cdn.example.com/a.jpg  ")).toBe("https://cdn.example.com/a.jpg");
    for (const bad of ["https://example.com/a\u0000b", "https://example.com/a\u007fb", "https://example.com/a\u0085b"]) {
      expect(safeCmsHref(bad)).toBeUndefined();
      expect(safeMediaUrl(bad)).toBeUndefined();
      expect(safeEmbedUrl(bad)).toBeUndefined();
    }
  });
});
