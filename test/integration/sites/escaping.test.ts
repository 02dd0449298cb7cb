import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { siteDocumentSchema, type SiteDocument } from "@core/sites/site-document";
import { SITE_TEMPLATES } from "@core/sites/themes";

import { generateSite } from "@server/generation/generate-site";
import type { SiteBrief } from "@server/generation/site-brief";
import { writeBuiltInSite } from "@server/generation/built-in/write-site";
import { renderSite } from "@server/render/render-site";
import { attributeNames, htmlProblems, tagSequence } from "./validator";
import { type Settings } from "@server/platform/settings";

const ai = { env: env as Settings, requestId: "fuzz" };

/** Text as React writes it into a page (renderToStaticMarkup's escaping). */
const asText = (value: string) => value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char]!);

/** Strings people (or bots) might type into the chat, each trying to escape its context. */
const HOSTILE = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)' x='",
  "javascript:alert(document.cookie)",
  "</style><script>alert(1)</script><style>",
  "</title><script>alert(1)</script>",
  "<!-- <svg onload=alert(1)> -->",
  "]]><![CDATA[<script>x</script>",
  "&lt;script&gt; &amp; &#60;b&#62;",
  "Café ☕ 🍞 «Ünïcödé» \u202eRTL\u202c zero\u200bwidth",
  "Tab\tnew\nline\r\u0000null",
  "${alert(1)} {{constructor.constructor('alert(1)')()}}",
  `${"<b>".repeat(400)}${"A".repeat(5000)}`,
  "x".repeat(10_000),
];

/** Markup that only a hostile string could have put on the page (escaped, it is harmless text). */
const FORBIDDEN = [/<script/i, /<img src=x/i, /<svg onload/i, /(?:href|src|action)="\s*javascript:/i, /<b>/, /<!\[CDATA\[/];

/** Markup checks without printing a 30 kB page on failure. */
function expectNoMarkup(html: string, label: string) {
  for (const pattern of FORBIDDEN) expect(pattern.test(html), `${label}: ${pattern}`).toBe(false);
  expect(attributeNames(html).filter((name) => name.startsWith("on")), label).toEqual([]);
}

function brief(overrides: Partial<SiteBrief>): SiteBrief {
  return { name: "Golden Crumb", business: "A bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", template: "warm-editorial", notes: "Nothing special", seed: 3, ...overrides };
}

function expectNoInjection(html: string, baseline: string, label: string) {
  expectNoMarkup(html, label);
  expect(html.match(/<\/style>/g), label).toHaveLength(1);
  expect(html.match(/<\/title>/g), label).toHaveLength(1);
  expect(html.match(/<!--/g), label).toBeNull();
  // No element or attribute kind that the page with harmless words lacks. (Not the same sequence: the owner's own
  // words can add or leave out a paragraph, docs/decisions/0501-regional-wording.md.)
  const tags = new Set(tagSequence(baseline));
  const attributes = new Set(attributeNames(baseline));
  expect(tagSequence(html).filter((tag) => !tags.has(tag)), label).toEqual([]);
  expect(attributeNames(html).filter((name) => !attributes.has(name)), label).toEqual([]);
  expect(tagSequence(html).length, label).toBeGreaterThan(tagSequence(baseline).length * 0.8);
}

describe("hostile chat answers", () => {
  for (const template of SITE_TEMPLATES) {
    it(`render as text in the ${template} template`, { timeout: 30_000 }, async () => {
      for (const kind of ["BAKERY", "PLUMBER", "PHOTOGRAPHER", "WEDDING_WEBSITE"]) {
        const baseline = renderSite((await generateSite(brief({ template, kind }), ai)).document, { formAction: "/api/v1/sites/x/messages" });
        for (const hostile of HOSTILE) {
          const label = `${template}/${kind}: ${JSON.stringify(hostile.slice(0, 40))}`;
          const { document } = await generateSite(brief({ template, kind, name: hostile, business: hostile, location: hostile, notes: hostile }), ai);
          expect(siteDocumentSchema.safeParse(document).success, label).toBe(true);
          const html = renderSite(document, { formAction: "/api/v1/sites/x/messages" });
          expectNoInjection(html, baseline, label);
          expect(await htmlProblems(html), label).toEqual([]);
          // The name is on the page, as text.
          if (!/^x+$|^<b>/.test(hostile)) expect(html.includes(asText(document.name)), label).toBe(true);
        }
      }
    });
  }

  it("shows a project named <script>alert(1)</script> as its name", async () => {
    const { document } = await generateSite(brief({ name: "<script>alert(1)</script>" }), ai);
    const html = renderSite(document);
    expect(html).toContain("<title>&lt;script&gt;alert(1)&lt;/script&gt; · Bakery in Lisbon</title>");
    expect(html).toContain('<a class="brand" href="#main">&lt;script&gt;alert(1)&lt;/script&gt;</a>');
    expect(html).not.toContain("<script");
  });
});

/** Every string of a value replaced by `make(path)`. */
function mapStrings(value: unknown, make: (path: string, text: string) => unknown, path = ""): unknown {
  if (typeof value === "string") return make(path, value);
  if (Array.isArray(value)) return value.map((item, index) => mapStrings(item, make, `${path}[${index}]`));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, make, path ? `${path}.${key}` : key)]));
  return value;
}

describe("a document that skipped validation (edited, stored, then tampered with)", () => {
  it("still renders every string as text, links and colours made safe", async () => {
    for (const template of SITE_TEMPLATES) {
      const valid = writeBuiltInSite(brief({ template, kind: "DENTIST", email: "hello@example.com", phone: "+351 21 000 0000" }));
      const baseline = renderSite(valid, { formAction: "/submit" });
      for (const hostile of HOSTILE.slice(0, 9)) {
        // Keep the structure (section types and the template), poison everything else.
        const tampered = mapStrings(valid, (path, text) => (/(?:^|\.)(?:type|template|fonts|spacing)$/.test(path) || path === "family" ? text : /href$/.test(path) ? `javascript:alert(1)//${hostile}` : /palette\./.test(path) ? `red;}</style><script>alert(1)</script>` : hostile)) as SiteDocument;
        const html = renderSite(tampered, { formAction: 'javascript:alert(1)"', canonicalUrl: '"><script>alert(1)</script>' });
        const label = `${template}: ${JSON.stringify(hostile.slice(0, 30))}`;
        expectNoMarkup(html, label);
        expect(html.match(/<\/style>/g), label).toHaveLength(1);
        expect(html.includes("red;}"), label).toBe(false);
        // A bad form action is no action: the form renders disabled, as in a preview.
        expect(html.includes('<fieldset disabled="">'), label).toBe(true);
        expect(html.includes('rel="canonical"'), label).toBe(false);
        // No element kind that the untouched page does not have (the invalid phone and email drop their links).
        const known = new Set([...tagSequence(baseline), "fieldset", "legend", "br", "address"]);
        expect(tagSequence(html).filter((tag) => !known.has(tag)), label).toEqual([]);
        expect(await htmlProblems(html), label).toEqual([]);
      }
    }
  });
});
