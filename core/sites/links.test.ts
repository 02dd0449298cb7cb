import { describe, expect, it } from "vitest";
import { mailtoHref, safeSiteHref, safeUrl, telHref } from "./links";

describe("site links", () => {
  it("keep anchors, tel:, mailto: and https: links, and turn anything else into #", () => {
    for (const href of ["#services", "tel:+351 21 000 0000", "mailto:a@b.example", "https://example.com/x"]) expect(safeSiteHref(href)).toBe(href);
    for (const href of ["javascript:alert(1)", "data:text/html,x", "http://example.com", 'https://x.example/"><b>', "", null]) expect(safeSiteHref(href)).toBe("#");
  });

  it("keep a path on the site's own host (links between pages), never another host or a way up", () => {
    for (const href of ["/s/golden-crumb/about", "/s/golden-crumb#contact", "/", "/menu"]) expect(safeSiteHref(href)).toBe(href);
    for (const href of ["//evil.example/x", "/s/x/../../u", "/a b", '/x"><b>', "/\\evil.example"]) expect(safeSiteHref(href)).toBe("#");
  });

  it("keep a downloaded site's page beside the one linking to it, never a folder, a scheme or another file type", () => {
    for (const href of ["index.html", "our-story.html", "menu.html#today"]) expect(safeSiteHref(href)).toBe(href);
    for (const href of ["../index.html", "a/b.html", "javascript:x.html", "x.htm", "evil.example/x.html", "x.html?y"]) expect(safeSiteHref(href)).toBe("#");
  });

  it("let a form post or a canonical link point at a root-relative path or an http(s) URL only", () => {
    expect(safeUrl("/api/v1/sites/x/messages")).toBe("/api/v1/sites/x/messages");
    expect(safeUrl("https://may.example/s/x")).toBe("https://may.example/s/x");
    for (const url of ["//evil.example", "javascript:alert(1)", '"><script>', "ftp://x.example", ""]) expect(safeUrl(url)).toBeNull();
  });

  it("make phone numbers and email addresses into links only when they look like one", () => {
    expect(telHref("+44 (0)20 7946 0000")).toBe("tel:+4402079460000");
    expect(telHref("call us")).toBeNull();
    // The number read with the business's country is the target while it is the shown number's own.
    expect(telHref("(512) 555-0147", "+15125550147")).toBe("tel:+15125550147");
    expect(telHref("020 7946 0000", "+442079460000")).toBe("tel:+442079460000");
    // The owner changed the shown number, or the shown one has its own +, or the E.164 is not one: the shown digits.
    expect(telHref("(512) 555-0199", "+15125550147")).toBe("tel:5125550199");
    expect(telHref("+1 512 555 0147", "+15125550147")).toBe("tel:+15125550147");
    expect(telHref("(512) 555-0147", "5125550147")).toBe("tel:5125550147");
    expect(mailtoHref(" jobs@pipes.example ")).toBe("mailto:jobs@pipes.example");
    expect(mailtoHref("not an address")).toBeNull();
  });
});
