import { env } from "cloudflare:workers";
import { afterEach, it, vi } from "vitest";

import { fallbackStats, resetFallbackStats } from "@server/ai/write";
import { generateSite } from "@server/generation/generate-site";
import type { SiteBrief } from "@server/generation/site-brief";
import { type Settings } from "@server/platform/settings";
import type { SiteLanguage } from "@core/sites/languages";

// How often each writer falls back to the built-in writer, and why, against an OpenAI-compatible server that
// misbehaves in a known way (faked at the HTTP boundary, as in test/integration/ai). Counts, not times.

const BRIEF: SiteBrief = { name: "Golden Crumb", business: "A small bakery with sourdough", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", template: "warm-editorial", seed: 5 };
const SERVER = { AI_BASE_URL: "http://model.test/v1", AI_MODEL: "bench-model", AI_TIMEOUT_MS: "300" };

/** Answers for every task of the bakery brief: valid for each schema. */
const GOOD: Record<string, unknown> = {
  site_outline: { title: "Golden Crumb · Sourdough bakery in Lisbon", description: "Golden Crumb bakes sourdough, pastel de nata and seasonal pastries in Lisbon, fresh every morning.", tagline: "Baked before the city wakes." },
  site_hero: { eyebrow: "Sourdough bakery in Lisbon", headline: "Bread worth the early start", subheadline: "Golden Crumb bakes sourdough and pastel de nata every morning in the heart of Lisbon.", primaryCtaLabel: "See today's bakes", secondaryCtaLabel: "Find the shop" },
  site_services: { heading: "Today's bakes", intro: "Shaped by hand, baked in small batches.", items: [1, 2, 3, 4].map((n) => ({ title: `Loaf ${"abcd"[n - 1]}`, description: "A slow ferment and a dark crust.", price: "€6" })) },
  site_about: { heading: "Baked in Lisbon", paragraphs: ["Golden Crumb is a small bakery where every loaf is shaped by hand before sunrise."], highlights: [{ value: "Fresh", label: "Baked every morning" }] },
  site_gallery: { heading: "From our ovens", captions: ["Sourdough", "Pastel de nata", "Seeded rye", "Morning counter", "Cinnamon knots", "Coffee and cake"] },
  site_testimonials: { heading: "What neighbours say", items: [{ quote: "The best pastel de nata in the neighbourhood, still warm.", name: "Marta S.", detail: "Neighbour" }, { quote: "Their sourdough has ruined supermarket bread for me.", name: "João P.", detail: "Regular" }] },
  site_hours_location: { heading: "Come and see us", note: "Come early for the best choice." },
  site_contact: { heading: "Say hello", intro: "Questions or a special order? Send us a message." },
};

const json = (content: string) => Response.json({ choices: [{ message: { role: "assistant", content } }] });
const fenced = (name: string, before: string, after = "") => json(`${before}\n\`\`\`json\n${JSON.stringify(GOOD[name])}\n\`\`\`\n${after}`);

type Behaviour = (name: string, call: number, signal: AbortSignal | null) => Response | Promise<Response>;

/** A server with one slot (llama.cpp -np 1): answers one request at a time, `workMs` each, queued work goes on. */
function oneSlot(workMs: number): Behaviour {
  let queue = Promise.resolve();
  return async (name) => {
    const done = queue.then(() => new Promise<void>((resolve) => setTimeout(resolve, workMs)));
    queue = done;
    await done;
    return json(JSON.stringify(GOOD[name]));
  };
}

/** A behaviour, or `{ fresh }` for one with state that each site gets anew; the third item adds settings (SITE_LANGUAGE: the brief's language). */
const SCENARIOS: [string, Behaviour | { fresh: () => Behaviour }, Record<string, string>?][] = [
  ["good answers", (name) => json(JSON.stringify(GOOD[name]))],
  ["chatty: prose around a fenced block", (name) => fenced(name, "Sure! Here is the copy you asked for:", "Let me know if you want changes.")],
  ["every first call 429, Retry-After: 0", (name, call) => (call === 1 ? new Response("slow down", { status: 429, headers: { "retry-after": "0" } }) : json(JSON.stringify(GOOD[name])))],
  ["every first call 500", (name, call) => (call === 1 ? new Response("oops", { status: 500 }) : json(JSON.stringify(GOOD[name])))],
  ["401: the key is refused", () => Response.json({ error: { message: "Incorrect API key" } }, { status: 401 })],
  ["400: a request the server refuses", () => Response.json({ error: { message: "bad request" } }, { status: 400 })],
  ["the wrong shape", () => json(JSON.stringify({ answer: "Fresh bread" }))],
  ["prose only, no JSON", () => json("Here is a lovely website for your bakery, full of bread.")],
  // Good English copy for a site whose language is Japanese: every answer is in the wrong script.
  ["wrong language (English, Japanese site)", (name) => json(JSON.stringify(GOOD[name])), { SITE_LANGUAGE: "ja" }],
  // The same for a Spanish site: one script, told apart by the little words of answers long enough to judge.
  ["wrong language (English, Spanish site)", (name) => json(JSON.stringify(GOOD[name])), { SITE_LANGUAGE: "es" }],
  ["one slot, 120 ms/answer, AI_CONCURRENCY=8", { fresh: () => oneSlot(120) }, { AI_CONCURRENCY: "8" }],
  ["one slot, 120 ms/answer, default (2)", { fresh: () => oneSlot(120) }],
  ["one slot, 120 ms/answer, AI_CONCURRENCY=1", { fresh: () => oneSlot(120) }, { AI_CONCURRENCY: "1" }],
  [
    "hangs (AI_TIMEOUT_MS = 300)",
    (_name, _call, signal) => new Promise<Response>((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason))),
  ],
];

function fakeServer(behaviour: Behaviour) {
  const calls = new Map<string, number>();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const body = (await request.json()) as { response_format?: { json_schema?: { name?: string } } };
    const name = body.response_format?.json_schema?.name ?? "";
    const call = (calls.get(name) ?? 0) + 1;
    calls.set(name, call);
    return behaviour(name, call, init?.signal ?? null);
  });
}

afterEach(() => vi.restoreAllMocks());

it("AI: fallbacks per writer and task against a misbehaving OpenAI-compatible server", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const lines = ["scenario                                   writer / task               asked  fell back  reasons", "-----------------------------------------  --------------------------  -----  ---------  -------"];
  for (const [scenario, make, extra = {}] of SCENARIOS) {
    resetFallbackStats();
    const sites = 3;
    for (let i = 0; i < sites; i++) {
      fakeServer(typeof make === "function" ? make : make.fresh());
      const { SITE_LANGUAGE: language, ...settings } = extra;
      await generateSite({ ...BRIEF, seed: i, ...(language ? { language: language as SiteLanguage } : {}) }, { env: { ...env, ...SERVER, ...settings } as Settings, requestId: "bench" });
      vi.mocked(globalThis.fetch).mockRestore();
    }
    const row = (label: string, what: string, asked: number, fellBack: number, reasons: Record<string, number>) =>
      `${label.padEnd(41)}  ${what.padEnd(26)}  ${String(asked).padStart(5)}  ${String(fellBack).padStart(9)}  ${Object.entries(reasons).map(([kind, n]) => `${kind} ${n}`).join(", ") || "-"}`;
    for (const [writer, tasks] of Object.entries(fallbackStats())) {
      const entries = Object.entries(tasks);
      const reasons: Record<string, number> = {};
      for (const [, entry] of entries) for (const [kind, n] of Object.entries(entry.reasons)) reasons[kind] = (reasons[kind] ?? 0) + n;
      const asked = entries.reduce((sum, [, entry]) => sum + entry.asked, 0);
      const fellBack = entries.reduce((sum, [, entry]) => sum + entry.fellBack, 0);
      lines.push(row(scenario, `${writer}, all tasks`, asked, fellBack, reasons));
      // Tasks listed one by one only when some fell back and others did not.
      if (fellBack > 0 && fellBack < asked) for (const [task, entry] of entries) if (entry.fellBack) lines.push(row("", `  ${task}`, entry.asked, entry.fellBack, entry.reasons));
    }
  }
  console.log(`\nAI fallbacks: sections written by the built-in writer instead of the model, per scenario (3 sites each)\n${lines.join("\n")}`);
}, 180_000);
