import { describe, expect, it } from "vitest";
import type { Conversation } from "@core/chat/conversation";
import { NO_FACTS } from "@core/sites/facts-constants";
import { answered } from "./helpers";
import { call, signedUpUser } from "../accounts/helpers";

// The trade's usual services are one-tap suggestions (docs/decisions/0542-suggestions-in-the-understood-card-and-editor.md):
// offered by the server in the site's language, published only once the owner took them as their own.

interface Suggestions {
  data: { kind: string; language: string; services: string[] };
}

async function suggestions(kind: string, language: string) {
  const response = await call(`/trades/${kind}/suggestions?language=${language}`);
  return { response, body: response.status === 200 ? await response.clone().json<Suggestions>() : null };
}

async function save(jwt: string, steps: Conversation) {
  const current = await (await call("/chat", { jwt })).json<{ data: { version: number } }>();
  const response = await call("/chat", { method: "PUT", jwt, json: { steps, version: current.data.version } });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Confirms the card with these services, writes the site, publishes it and answers the project and its page. */
async function siteWith(language: "en" | "es", services: string[]) {
  const { jwt } = await signedUpUser();
  await save(jwt, answered("Emergency plumbing, burst pipes and boilers", "Phoenix, AZ", "Desert Flow Plumbing", "bold-modern"));
  const facts = { ...NO_FACTS, phone: "+1 602 555 0147", services: services.map((name) => ({ name, description: "", price: "" })) };
  const confirmed = await call("/chat/understanding", { method: "PUT", jwt, json: { answer: "confirmed", kind: "PLUMBER", language, facts, constraints: [] } });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  const created = await call("/projects", { method: "POST", jwt, json: {} });
  expect(created.status, await created.clone().text()).toBe(201);
  const project = (await created.json<{ data: { id: number; slug: string } }>()).data;
  const published = await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} });
  expect(published.status, await published.clone().text()).toBe(200);
  const page = await (await call(`http://localhost/s/${project.slug}`)).text();
  const detail = await (await call(`/projects/${project.id}`, { jwt })).json<{ data: { suggestions?: { services: string[] } } }>();
  return { page: page.match(/<main[\s\S]*<\/main>/)?.[0] ?? page, detail: detail.data };
}

describe("GET /trades/:kind/suggestions", () => {
  it("offers the trade's usual services in English for an English site, publicly and cacheable", async () => {
    const { response, body } = await suggestions("PLUMBER", "en");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(body?.data).toMatchObject({ kind: "PLUMBER", language: "en" });
    expect(body?.data.services.length).toBeGreaterThanOrEqual(3);
  });

  it("offers none rather than English for a site in another language", async () => {
    for (const language of ["es", "fr", "de", "pt", "it", "ja", "ar"]) {
      const { response, body } = await suggestions("PLUMBER", language);
      expect(response.status, language).toBe(200);
      expect(body?.data.services, language).toEqual([]);
    }
  });

  it("refuses a kind not on the list (404) and a language that is not a site language (400)", async () => {
    expect((await suggestions("SPACESHIP", "en")).response.status).toBe(404);
    expect((await suggestions("OTHER", "en")).response.status).toBe(404);
    expect((await suggestions("plumber", "en")).response.status).toBe(404);
    expect((await suggestions("PLUMBER", "xx")).response.status).toBe(400);
    const missing = await call("/trades/PLUMBER/suggestions");
    expect(missing.status).toBe(400);
    expect((await missing.json<{ error: { name: string } }>()).error.name).toBe("ValidationError");
  });
});

describe("a suggestion the owner took is published, the others are not", () => {
  it("puts the one taken in the card on the site, and none of the ones left", async () => {
    const offered = (await suggestions("PLUMBER", "en")).body!.data.services;
    const [taken, ...left] = offered;
    const { page } = await siteWith("en", [taken!]);
    expect(page).toContain(taken);
    for (const name of left) expect(page, name).not.toContain(name);
  });

  it("publishes none of them when none was taken: the services wait in the editor", async () => {
    const offered = (await suggestions("PLUMBER", "en")).body!.data.services;
    const { page, detail } = await siteWith("en", []);
    for (const name of offered) expect(page, name).not.toContain(name);
    expect(detail.suggestions?.services).toEqual(offered);
  });

  it("offers a site in another language no English suggestions in its details either", async () => {
    const { detail } = await siteWith("es", []);
    expect(detail.suggestions?.services).toEqual([]);
  });
});
