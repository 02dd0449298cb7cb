import { describe, expect, it } from "vitest";
import { baseVersionFromIfMatch, summariseDocument, versionEtag } from "./versions";

describe("version tags", () => {
  it("read If-Match as the ETag writes it, weak or bare; * and nothing mean unchecked", () => {
    expect(baseVersionFromIfMatch(versionEtag(12))).toEqual({ ok: true, base: 12 });
    expect(baseVersionFromIfMatch('W/"v12"')).toEqual({ ok: true, base: 12 });
    expect(baseVersionFromIfMatch("12")).toEqual({ ok: true, base: 12 });
    expect(baseVersionFromIfMatch("*")).toEqual({ ok: true, base: null });
    expect(baseVersionFromIfMatch(undefined)).toEqual({ ok: true, base: null });
    for (const bad of ['"v0"', '"abc"', '"v12", "v13"', "v-1"]) expect(baseVersionFromIfMatch(bad), bad).toEqual({ ok: false });
  });
});

describe("a version's summary", () => {
  it("takes the first headline and the palette, from sections or pages, and never throws", () => {
    const theme = { palette: { primary: "#112233", accent: "#445566", background: "#ffffff", text: "not-a-colour" } };
    expect(summariseDocument({ theme, sections: [{ type: "about" }, { type: "hero", headline: "Fresh bread" }] })).toEqual({ headline: "Fresh bread", colors: ["#112233", "#445566", "#ffffff"], sections: 2 });
    expect(summariseDocument({ theme: { palette: { primary: "red" } }, pages: [{ sections: [{ type: "hero", headline: "On a page" }] }] })).toEqual({ headline: "On a page", colors: [], sections: 1 });
    for (const odd of [null, 7, "text", [], { sections: "no" }]) expect(summariseDocument(odd)).toEqual({ headline: null, colors: [], sections: 0 });
  });
});
