import { describe, expect, it } from "vitest";
import { checksFor, ownerText, runCheck, toRegExp } from "./rules";
import { fidelityBriefSchema, type FidelityBrief } from "./schema";
import { visibleText } from "./visible-text";

// The yardstick is tested on hand-written pages, so a failure in the benchmark is the site's, not the rule's.

const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>Test</title><meta name="description" content="A page"><style>.x{color:red}</style></head><body>${body}</body></html>`;

const brief = (overrides: Partial<FidelityBrief> = {}): FidelityBrief =>
  fidelityBriefSchema.parse({
    id: "test-brief",
    family: "trades",
    country: "US",
    tags: [],
    owner: { business: "Plumber: water heaters, ages 16 and up", location: "Columbus, Ohio", name: "Buckeye Plumbing" },
    mustInclude: ["water heater"],
    mustExclude: ["boiler"],
    ...overrides,
  });

function failures(subject: FidelityBrief, html: string): string[] {
  const page = visibleText(html);
  return checksFor(subject)
    .map((check) => runCheck(check, page, ownerText(subject)))
    .filter((result) => !result.ok)
    .map((result) => `${result.check.id}: ${result.check.label}`);
}

describe("the fidelity rules", () => {
  it("reads visible text only, in blocks (no CSS, no text across two links)", () => {
    const { blocks, body } = visibleText(page('<nav><a href="#a">Menu</a><a href="#b">Opening hours</a></nav><p>Hot <strong>water</strong> heaters</p><img src="x" alt="a van">'));
    expect(blocks).toEqual(["Test", "A page", "Menu", "Opening hours", "Hot water heaters", "a van"]);
    expect(body).toEqual(["Menu", "Opening hours", "Hot water heaters"]);
  });

  it("matches a word from its start, case-insensitively, and regular expressions as written", () => {
    expect(toRegExp("cinnamon roll").test("Cinnamon rolls")).toBe(true);
    expect(toRegExp("ham").test("Hamburg")).toBe(true);
    expect(toRegExp("oat").test("goat")).toBe(false);
    expect(toRegExp({ re: "\\bham\\b", label: "ham" }).test("Hamburg")).toBe(false);
  });

  it("passes a faithful page and names what an unfaithful one invents or contradicts", () => {
    const faithful = page("<h1>Buckeye Plumbing</h1><p>Water heaters fixed across Columbus. Ages 16 and up.</p>");
    expect(failures(brief(), faithful)).toEqual([]);
    const invented = page(
      "<h1>Buckeye Plumbing</h1><p>Boiler service in Columbus from $90, licensed and insured, over 500 happy customers.</p><h2>What our customers say</h2><blockquote>Great work! — Sarah M.</blockquote><p>Mon–Fri 8:00–17:00. Call 614 555 0199.</p>",
    );
    const found = failures(brief(), invented);
    for (const id of ["brief", "invented-reviews", "invented-prices", "invented-hours", "invented-numbers", "invented-phone", "licensed-insured", "wording", "clock"]) {
      expect(found.some((failure) => failure.startsWith(`${id}:`)), id).toBe(true);
    }
  });

  it("asks for every fact the owner gave, and lets those facts through", () => {
    const withFacts = brief({
      facts: { phone: "614 555 0199", hours: [{ days: "Mon–Fri", time: "8am–5pm" }], services: [{ name: "Water heater repair", price: "$90" }], reviews: [{ quote: "Fixed our water heater the same afternoon.", name: "Dana P." }] },
      allow: ["same-day"],
    });
    expect(failures(withFacts, page("<h1>Buckeye Plumbing</h1><p>Water heaters in Columbus.</p>")).sort()).toEqual([
      "fact: phone 614 555 0199",
      "fact: price $90",
      "fact: review by Dana P.",
      "fact: reviewer Dana P.",
      "fact: service Water heater repair",
    ]);
    const shown = page("<h1>Buckeye Plumbing</h1><p>Water heater repair in Columbus, $90.</p><p>Mon–Fri 8am–5pm. Call 614 555 0199.</p><blockquote>Fixed our water heater the same afternoon. — Dana P.</blockquote>");
    expect(failures(withFacts, shown)).toEqual([]);
  });

  it("finds a testimonial by its markup or its signature, and lets only the owner's own reviews through", () => {
    const quoted = page("<h1>Buckeye Plumbing</h1><p>Water heaters in Columbus.</p><figure><blockquote><p>Lovely people.</p></blockquote><figcaption>Aisha G. Regular</figcaption></figure>");
    expect(failures(brief(), quoted)).toEqual(["invented-reviews: no reviews or testimonials (none given)"]);
    const withReview = brief({ facts: { reviews: [{ quote: "Fixed our water heater the same afternoon.", name: "Dana P." }] }, allow: ["same-day"] });
    const own = page("<h1>Buckeye Plumbing</h1><p>Water heaters in Columbus.</p><blockquote>“Fixed our water heater the same afternoon.”</blockquote><p>Dana P.</p>");
    expect(failures(withReview, own)).toEqual([]);
    const ownAndInvented = own.replace("</body>", "<blockquote>Lovely people.</blockquote><p>Aisha G.</p></body>");
    expect(failures(withReview, ownAndInvented)).toEqual(["invented-reviews: no quotation but the owner's reviews"]);
  });

  it("holds a mobile business to no premises wording", () => {
    const mobile = brief({ facts: { mode: "mobile" } });
    expect(failures(mobile, page("<h1>Buckeye Plumbing</h1><p>Water heaters in Columbus. Drop by our shop!</p>"))).toEqual(["mode: no premises wording (mobile)"]);
  });
});
