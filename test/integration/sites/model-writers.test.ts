import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteDocumentSchema, type SiteDocument } from "@core/sites/site-document";
import type { AiEnv } from "@server/ai/config";
import { writeBuiltInSite } from "@server/sites/generate/built-in/write-site";
import { generateSite, regenerateSection, rewriteText, type SiteBrief } from "@server/sites/generate/generate-site";
import { call } from "../accounts/helpers";
import { aiUser, completion, fakeModelServer, MODEL_SERVER, slowly } from "../ai/helpers";

const BRIEF: SiteBrief = { name: "Golden Crumb", business: "A small bakery with sourdough and pastel de nata", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", template: "warm-editorial", notes: "Open early", seed: 5 };

/** What a good model answers for each task (by its JSON schema's name). */
const GOOD: Record<string, unknown> = {
  site_outline: { title: "Golden Crumb · Sourdough bakery in Lisbon", description: "Golden Crumb bakes sourdough, pastel de nata and seasonal pastries in Lisbon, fresh every morning.", tagline: "Baked before the city wakes." },
  site_hero: { eyebrow: "Sourdough bakery in Lisbon", headline: "Bread that is worth the early start", subheadline: "Golden Crumb bakes sourdough and pastel de nata every morning in the heart of Lisbon. Come early, the best go fast.", primaryCtaLabel: "See today's bakes", secondaryCtaLabel: "Find the shop" },
  site_services: {
    heading: "Today's bakes",
    intro: "Everything is shaped by hand and baked in small batches.",
    items: [
      { title: "Sourdough loaf", description: "A slow ferment and a dark, crackling crust.", price: "€6" },
      { title: "Pastel de nata", description: "Crisp, flaky pastry and a just-set custard.", price: "€1.40" },
      { title: "Seeded rye", description: "Dense, dark and full of seeds.", price: "€7" },
      { title: "Cinnamon knot", description: "Cardamom dough with cinnamon butter.", price: "" },
    ],
  },
  site_about: { heading: "Baked in Lisbon, every morning", paragraphs: ["Golden Crumb is a small bakery where every loaf is shaped by hand before sunrise.", "We keep the list short so each thing on it is at its best, and we bake again when we run out."], highlights: [{ value: "Fresh", label: "Baked every morning" }] },
  site_gallery: { heading: "From our ovens", captions: ["Sourdough", "Pastel de nata", "Seeded rye", "Morning counter", "Cinnamon knots", "Coffee and cake"] },
  site_testimonials: {
    heading: "What neighbours say",
    items: [
      { quote: "The best pastel de nata in the neighbourhood, still warm in the morning.", name: "Marta S.", detail: "Neighbour" },
      { quote: "Their sourdough has ruined supermarket bread for me forever.", name: "João P.", detail: "Regular" },
      { quote: "Friendly people and bread that tastes like someone cared about it.", name: "Ana R.", detail: "Weekend regular" },
    ],
  },
  site_hours_location: { heading: "Come and see us", note: "Come early for the best choice: we bake through the morning." },
  site_faq: { heading: "Good to know", items: [{ question: "Can I order a cake?", answer: "Yes, send us a message a few days ahead." }, { question: "Do you have gluten-free bread?", answer: "Ask us what is baking today." }, { question: "Can I pay by card?", answer: "Yes, cards and cash are both welcome." }] },
  site_contact: { heading: "Say hello", intro: "Questions or a special order? Send us a message and we will reply soon." },
  site_rewrite: { text: "A small Lisbon bakery with sourdough and pastel de nata." },
};

function schemaName(request: Request, body: Record<string, unknown>): string {
  void request;
  return ((body.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name ?? "") as string;
}

/** A model server that answers each task with `answer(name)` (GOOD by default). */
function modelServer(answer: (name: string, attempt: number) => unknown = (name) => GOOD[name]) {
  const attempts = new Map<string, number>();
  return fakeModelServer([
    async (request) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      const name = schemaName(request, body);
      const attempt = (attempts.get(name) ?? 0) + 1;
      attempts.set(name, attempt);
      return completion(answer(name, attempt));
    },
  ]);
}

const ai = (extra: Record<string, string> = {}) => ({ env: { ...env, ...MODEL_SERVER, ...extra } as AiEnv, requestId: "model-test" });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("generateSite with an OpenAI-compatible model", () => {
  it("asks for the outline and each section with a JSON schema, and uses good answers", async () => {
    const seen = modelServer();
    const { document, writers } = await generateSite(BRIEF, ai());
    expect(siteDocumentSchema.parse(document)).toEqual(document);
    // One outline, then one call per section a model writes (the footer comes from the outline).
    const names = seen.map((request) => schemaName(new Request("http://x"), request.body)).sort();
    expect(names).toEqual(["site_about", "site_contact", "site_gallery", "site_hero", "site_hours_location", "site_outline", "site_services", "site_testimonials"]);
    for (const request of seen) {
      expect(request.body).toMatchObject({ model: "test-model", stream: false, response_format: { type: "json_schema", json_schema: { strict: true, schema: { type: "object", additionalProperties: false } } } });
      const messages = request.body.messages as { role: string; content: string }[];
      expect(messages[1]!.content).toContain("Business name: Golden Crumb\nKind of business: Bakery\nLocation: Lisbon");
    }
    expect(new Set(Object.values(writers))).toEqual(new Set(["openai-compatible"]));
    expect(document.sections.every((section) => section.writer === "openai-compatible")).toBe(true);
    expect(document.seo).toEqual({ title: "Golden Crumb · Sourdough bakery in Lisbon", description: (GOOD.site_outline as { description: string }).description });
    const hero = document.sections.find((section) => section.type === "hero")!;
    expect(hero).toMatchObject({ headline: "Bread that is worth the early start", primaryCta: { label: "See today's bakes", href: "#services" } });
    // Images, links and the theme stay ours.
    const builtIn = writeBuiltInSite(BRIEF);
    expect(document.theme).toEqual(builtIn.theme);
    expect(hero.type === "hero" && hero.image).toEqual(builtIn.sections[0]!.type === "hero" && builtIn.sections[0]!.image);
    const gallery = document.sections.find((section) => section.type === "gallery");
    expect(gallery?.type === "gallery" && gallery.images.map((image) => image.caption)).toEqual((GOOD.site_gallery as { captions: string[] }).captions);
  });

  it.each([
    ["markup", { ...(GOOD.site_services as object), intro: "<b>Fresh</b> every day" }],
    ["a link", { ...(GOOD.site_services as object), intro: "Order at https://evil.example" }],
    ["too few items", { ...(GOOD.site_services as object), items: [] }],
    ["the wrong shape", { services: [] }],
    ["not JSON", "Here is your menu: bread, cakes."],
  ])("retries a section answer with %s once, then the built-in writer writes that section", async (_name, bad) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const seen = modelServer((name) => (name === "site_services" ? bad : GOOD[name]));
    const { document, writers } = await generateSite(BRIEF, ai());
    expect(writers.services).toBe("built-in");
    expect(document.sections.find((section) => section.id === "services")).toEqual(writeBuiltInSite(BRIEF).sections.find((section) => section.id === "services"));
    expect(Object.entries(writers).filter(([, writer]) => writer !== "openai-compatible").map(([id]) => id)).toEqual(["services"]);
    expect(seen.filter((request) => schemaName(new Request("http://x"), request.body) === "site_services")).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toMatch(/\[model-test\] AI openai-compatible failed on site_services \(attempt 1 of 2\)/);
  });

  it("refuses testimonials signed with full names or claiming numbers, and takes a good second answer", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const bad = { heading: "Reviews", items: [{ quote: "Five stars, 500 reviews can't be wrong, best bakery in town!", name: "Marta Silva", detail: "Customer" }] };
    modelServer((name, attempt) => (name === "site_testimonials" && attempt === 1 ? bad : GOOD[name]));
    const { writers } = await generateSite(BRIEF, ai());
    expect(writers.reviews).toBe("openai-compatible");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("gives up on a slow model after AI_TIMEOUT_MS (retried once), and the built-in site is what comes back", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const seen = fakeModelServer([slowly(5_000, () => completion({}))]);
    const started = Date.now();
    const stages: string[] = [];
    const { document, writers } = await generateSite(BRIEF, ai({ AI_TIMEOUT_MS: "100" }), (stage) => {
      stages.push(stage);
    });
    const elapsed = Date.now() - started;
    expect(stages).toEqual(["outline", "copy", "images", "layout", "ready"]);
    expect(document).toEqual(writeBuiltInSite(BRIEF));
    expect(new Set(Object.values(writers))).toEqual(new Set(["built-in"]));
    expect(seen).toHaveLength(16);
    // Calls run in parallel: the whole site waits about two timeouts, not sixteen.
    expect(elapsed).toBeGreaterThanOrEqual(200);
    expect(elapsed).toBeLessThan(2_000);
    expect(warn).toHaveBeenCalledTimes(16);
  });

  it("regenerates one section with the model, showing it the current version", async () => {
    const site = writeBuiltInSite(BRIEF);
    const seen = modelServer();
    const { document, writer } = await regenerateSection(site, "top", BRIEF, ai());
    expect(writer).toBe("openai-compatible");
    expect(document.sections[0]).toMatchObject({ id: "top", writer: "openai-compatible", headline: "Bread that is worth the early start" });
    expect(document.sections.slice(1)).toEqual(site.sections.slice(1));
    expect(seen).toHaveLength(1);
    expect((seen[0]!.body.messages as { content: string }[])[1]!.content).toContain("write a fresh, different version");
  });

  it("rewrites a text with the model, or the built-in writer when the answer is bad", async () => {
    modelServer();
    expect(await rewriteText("We are a bakery.", "make it more specific", ai())).toEqual({ text: "A small Lisbon bakery with sourdough and pastel de nata.", writer: "openai-compatible" });
    vi.restoreAllMocks();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    modelServer(() => ({ text: "<p>HTML</p>" }));
    expect(await rewriteText("we are a bakery", "shorter", ai())).toEqual({ text: "We are a bakery.", writer: "built-in" });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("generateSite with Workers AI (the AI binding)", () => {
  it("uses the JSON objects the binding answers in JSON mode", async () => {
    const asked: string[] = [];
    const binding = {
      run: async (_model: string, inputs: Record<string, unknown>) => {
        // Workers AI gets the bare JSON schema; answer the task whose fields it asks for.
        const schema = (inputs.response_format as { json_schema: { properties: object } }).json_schema;
        const fields = Object.keys(schema.properties).join(",");
        const name = Object.keys(GOOD).find((key) => Object.keys(GOOD[key] as object).join(",") === fields)!;
        asked.push(name);
        return { response: GOOD[name] };
      },
    };
    const { writers } = await generateSite(BRIEF, { env: { ...env, AI: binding } as AiEnv, requestId: "wai" });
    expect(new Set(Object.values(writers))).toEqual(new Set(["workers-ai"]));
    expect(asked.sort()).toEqual(["site_about", "site_contact", "site_gallery", "site_hero", "site_hours_location", "site_outline", "site_services", "site_testimonials"]);
  });
});

describe("POST /api/v1/ai/ask-to-bot site actions", () => {
  async function ask(action: string, data: unknown) {
    const { jwt } = await aiUser();
    return call("/ai/ask-to-bot", { jwt, json: { action, data } });
  }

  it("generate-site answers the document and who wrote each section", async () => {
    const response = await ask("generate-site", { name: "Golden Crumb", business: "bakery", kind: "BAKERY", location: "Lisbon", template: "fresh-garden", seed: 5 });
    expect(response.status).toBe(200);
    const { data } = await response.json<{ data: { document: SiteDocument; writers: Record<string, string> } }>();
    expect(siteDocumentSchema.parse(data.document).template).toBe("fresh-garden");
    expect(data.writers).toMatchObject({ top: "built-in", services: "built-in" });
  });

  it("regenerate-section and rewrite-text validate their data", async () => {
    const document = writeBuiltInSite(BRIEF);
    const ok = await ask("regenerate-section", { document, sectionId: "about", brief: BRIEF });
    expect(ok.status).toBe(200);
    const regenerated = (await ok.json<{ data: { document: SiteDocument; writer: string } }>()).data;
    expect(regenerated.writer).toBe("built-in");
    expect(regenerated.document.sections.find((section) => section.id === "about")).not.toEqual(document.sections.find((section) => section.id === "about"));

    const unknown = await ask("regenerate-section", { document, sectionId: "nope", brief: BRIEF });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain('"path":["data","sectionId"]');

    const rewrite = await ask("rewrite-text", { text: "we bake bread", instruction: "shorter" });
    expect(await rewrite.json()).toEqual({ data: { text: "We bake bread.", writer: "built-in" } });
    const empty = await ask("rewrite-text", { text: "  ", instruction: "shorter" });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain("Text is required.");
  });
});
