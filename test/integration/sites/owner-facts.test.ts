import { env } from "cloudflare:test";
import { fromHtml } from "hast-util-from-html";
import { describe, expect, it } from "vitest";
import storedV2 from "@core/sites/fixtures/site-document-v2.json";
import { confirmSection } from "@core/sites/apply-facts";
import type { OwnerFactsInput } from "@core/sites/facts";
import { upgradeHoursRow } from "@core/sites/opening-hours-rows";
import { formatHoursRows } from "@core/sites/opening-hours-format";
import type { SiteDocument } from "@core/sites/site-document";
import { call } from "../accounts/helpers";
import { projectFromChat } from "../leads/helpers";

// docs/decisions/0500-owner-facts-and-nothing-invented.md: a published site states only the owner's facts.

interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

/** The page's visible text (no stylesheet), and the classes of its sections. */
function read(html: string) {
  const texts: string[] = [];
  const classes: string[] = [];
  const walk = (node: Node) => {
    if (node.tagName === "style" || node.tagName === "script") return;
    if (node.type === "text" && node.value?.trim()) texts.push(node.value.trim());
    if (node.tagName === "section") classes.push(String((node.properties?.className as string[] | undefined)?.join(" ") ?? ""));
    node.children?.forEach(walk);
  };
  walk(fromHtml(html) as unknown as Node);
  const year = String(new Date().getUTCFullYear());
  return { text: texts.join("\n").replaceAll(`© ${year}`, "©"), sections: classes, html };
}

async function project(business: string, name: string, location: string) {
  const { account, id, slug } = await projectFromChat({ business, location, name, template: "classic-professional" });
  return { jwt: account.jwt, id, slug };
}

async function published(p: { jwt: string; id: number; slug: string }) {
  const response = await call(`/projects/${p.id}/publish`, { method: "POST", jwt: p.jwt, json: {} });
  expect(response.status, await response.clone().text()).toBe(200);
  return read(await (await call(`http://localhost/s/${p.slug}`)).text());
}

async function documentOf(p: { jwt: string; id: number }) {
  return (await (await call(`/projects/${p.id}`, { jwt: p.jwt })).json<{ data: { document: SiteDocument } }>()).data.document;
}

const BRIEFS: [string, string, string][] = [
  ["A neighbourhood bakery with sourdough and pastries", "Golden Crumb", "Porto, Portugal"],
  ["Plumber fixing leaks and installing bathrooms", "Drip Stop", "Leeds"],
  ["A dental clinic for families", "Bright Smile", "Austin, Texas"],
  ["An escape room with themed puzzle rooms for groups", "Locked In", "Lyon"],
];

describe("a site published with no facts given", () => {
  it.each(BRIEFS)("%s: no testimonials, prices, opening hours or numbers", async (business, name, location) => {
    const page = await published(await project(business, name, location));
    expect(page.sections.some((section) => section.includes("s-testimonials"))).toBe(false);
    expect(page.sections.some((section) => section.includes("s-hours-location"))).toBe(false);
    expect(page.html).not.toContain('class="quote"');
    expect(page.html).not.toContain('class="hours"');
    // No digit anywhere in what a visitor reads (the copyright year aside), so no price, time, year or count.
    expect(page.text.split("\n").filter((line) => /\d/.test(line))).toEqual([]);
    expect(page.text).not.toMatch(/[$€£]|licensed|insured|award|free quote|same-day|24\/7|years of experience|family-run/i);
    expect(page.text).not.toMatch(/Our main service|work in progress/i);
  });
});

describe("a site published with the owner's facts", () => {
  const facts: OwnerFactsInput = {
    phone: "+44 113 496 0000",
    email: "hello@dripstop.example",
    serviceArea: "Leeds and Bradford",
    mode: "mobile",
    hours: [{ days: "Monday – Friday", time: "8:00 – 18:00" }, { days: "Saturday", time: "9:00 – 13:00" }],
    services: [{ name: "Leak repairs", price: "from £60" }, { name: "Bathroom fitting", description: "New bathrooms, start to finish.", price: "" }],
    reviews: [{ quote: "Came the same afternoon and fixed the leak for good.", name: "Priya K.", source: "Google" }],
    numbers: [{ value: "15", label: "years fixing leaks" }],
    claims: ["Gas Safe registered"],
  };

  it("shows exactly those facts, and nothing else that counts", async () => {
    const p = await project(...BRIEFS[1]!);
    const saved = await call(`/projects/${p.id}`, { method: "PUT", jwt: p.jwt, json: { facts } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const page = await published(p);
    // The hours are data: shown as the page's own locale writes them (docs/decisions/0506-reading-the-owners-facts.md).
    const locale = /<html lang="([^"]+)"/.exec(page.html)?.[1] ?? "en";
    const hours = formatHoursRows(facts.hours!.map(upgradeHoursRow), "en", locale);
    expect(hours.map((row) => row.days)).toEqual(["Mon – Fri", "Saturday"]);
    for (const fact of ["+44 113 496 0000", "hello@dripstop.example", "Leeds and Bradford", ...hours.flatMap((row) => [row.days, row.time]), "Leak repairs", "from £60", "Bathroom fitting", "New bathrooms, start to finish.", "Came the same afternoon and fixed the leak for good.", "Priya K.", "Google", "15", "years fixing leaks"]) {
      expect(page.text, fact).toContain(fact);
    }
    // Every number on the page is one of the owner's.
    const allowed = /\+44 113 496 0000|from £60|^15$/;
    const times = new Set(hours.map((row) => row.time));
    expect(page.text.split("\n").filter((line) => /\d/.test(line) && !allowed.test(line) && !times.has(line))).toEqual([]);
    expect(page.text.match(/[$€£]\s?\d+/g)).toEqual(["£60"]);
    // A mobile plumber invites no one to premises.
    expect(page.text).not.toMatch(/visit us|drop by|find us|pop in|walk-ins/i);
  });

  it("refuses facts that are not facts (a review without a name), naming the field", async () => {
    const p = await project(...BRIEFS[1]!);
    const response = await call(`/projects/${p.id}`, { method: "PUT", jwt: p.jwt, json: { facts: { reviews: [{ quote: "Great", name: "" }] } } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Every review needs the customer's name (or remove it).");
  });

  it("answers each field's problem in English, the screens' message keys never showing (docs/api.md)", async () => {
    const p = await project(...BRIEFS[1]!);
    const response = await call(`/projects/${p.id}`, { method: "PUT", jwt: p.jwt, json: { facts: { phone: "call me", hours: [{ days: "Monday", time: "" }], claims: [""] } } });
    expect(response.status).toBe(400);
    const body = await response.text();
    for (const message of ["Enter a phone number written with digits, like +1 555 010 0199.", "Write the opening time, like 9:00 – 17:00, or Closed.", "A claim cannot be empty (remove it instead)."]) expect(body).toContain(message);
    expect(body).not.toMatch(/facts\.error\./);
  });
});

describe("a site stored before owners gave facts", () => {
  it("has May's invented reviews, prices and hours marked for confirmation and left out of publishing until confirmed", async () => {
    const p = await project(...BRIEFS[0]!);
    await env.DB.prepare("UPDATE projects SET document = ? WHERE id = ?").bind(JSON.stringify(storedV2), p.id).run();
    const document = await documentOf(p);
    const holds = document.sections.filter((section) => section.hold).map((section) => [section.type, section.hold]);
    expect(holds).toEqual([["services", "needs-confirmation"], ["testimonials", "needs-confirmation"], ["hours-location", "needs-confirmation"]]);

    const before = await published(p);
    expect(before.html).not.toContain('class="quote"');
    expect(before.html).not.toContain('class="hours"');
    expect(before.text).not.toMatch(/€/);
    expect(before.text).toContain("Country sourdough");

    // The owner confirms the reviews: they are published as the owner's now.
    const reviews = document.sections.find((section) => section.type === "testimonials")!;
    expect((await call(`/projects/${p.id}`, { method: "PUT", jwt: p.jwt, json: { document: confirmSection(document, reviews.id) } })).status).toBe(200);
    const after = await published(p);
    expect(after.html).toContain('class="quote"');
    expect(after.html).not.toContain('class="hours"');
  });
});
