import { describe, expect, it } from "vitest";
import { escapeMarkup } from "./markup";

describe("escapeMarkup", () => {
  it("escapes the five markup characters and drops control characters", () => {
    expect(escapeMarkup(`<a href="x">'&'</a>\u0000`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(escapeMarkup(`<a href="x" onclick='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });

  it("keeps text, line breaks and tabs as they are", () => {
    expect(escapeMarkup("Café São Paulo\nline two\tend")).toBe("Café São Paulo\nline two\tend");
  });
});

describe("the one escaper", () => {
  it("is the only place that writes markup escapes: everything else is React or calls it", () => {
    const sources = import.meta.glob(["/app/**/*.{ts,tsx}", "/core/**/*.{ts,tsx}", "/server/**/*.{ts,tsx}", "/workers/**/*.{ts,tsx}", "!/**/*.test.{ts,tsx}"], { query: "?raw", import: "default", eager: true }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(300);
    const escapers = Object.entries(sources).filter(([, source]) => /&lt;|"lt"|&#39;|&quot;/.test(source)).map(([file]) => file);
    expect(escapers).toEqual(["/core/markup.ts"]);
  });
});
