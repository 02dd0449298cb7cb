import { describe, expect, it } from "vitest";
import { initialConversation, type Conversation } from "@core/chat/conversation";
import type { UnderstandingReview } from "@core/chat/understanding-review";
import { NO_FACTS } from "@core/sites/facts-constants";
import { answered } from "./chat/helpers";
import { call, signedUpUser } from "./accounts/helpers";

/** A refusal in the API's envelope, with a message for people. */
async function expectError(response: Response, status: number) {
  const body = await response.json<{ data: null; error: { status: number; message: string } }>();
  expect(body.error.status, JSON.stringify(body)).toBe(status);
  expect(response.status).toBe(status);
  expect(body.error.message.length).toBeGreaterThan(10);
}

interface ChatBody {
  data: { steps: Conversation; version: number; projectId: number | null; understanding: UnderstandingReview | null };
}

async function save(jwt: string, steps: Conversation) {
  const current = await (await call("/chat", { jwt })).json<ChatBody>();
  const response = await call("/chat", { method: "PUT", jwt, json: { steps, version: current.data.version } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json<ChatBody>()).data;
}

const PLUMBER = ["Emergency plumbing, burst pipes and boilers", "Phoenix, AZ", "Desert Flow Plumbing", "bold-modern", "pls put our number on the site (602) 555-0147."];

describe("what May understood, reviewed by the owner before the site is written", () => {
  it("reads nothing before the template is chosen, then reads every answer once it is", async () => {
    const { jwt } = await signedUpUser();
    expect((await save(jwt, answered(...PLUMBER.slice(0, 3)))).understanding).toBeNull();
    const saved = await save(jwt, answered(...PLUMBER));
    expect(saved.understanding?.state).toBe("open");
    const phone = saved.understanding?.reading.facts.find((fact) => fact.kind === "phone");
    expect(phone?.span).toMatchObject({ step: "final", text: expect.stringContaining("555-0147") });
    expect(phone?.value.replace(/\D/g, "")).toContain("6025550147");
  });

  it("writes the site from what the owner confirmed: their trade, their facts, their rules", async () => {
    const { jwt } = await signedUpUser();
    await save(jwt, answered(...PLUMBER));
    const facts = { ...NO_FACTS, phone: "+1 602 555 0147", email: "help@desertflow.example", hours: [{ days: "Monday – Friday", time: "8:00 – 17:00" }] };
    const confirmed = await call("/chat/understanding", { method: "PUT", jwt, json: { answer: "confirmed", kind: "PLUMBER", language: "en", facts, constraints: [{ code: null, words: "No call-out fee on weekdays" }] } });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const body = await confirmed.json<ChatBody>();
    expect(body.data.understanding).toMatchObject({ state: "confirmed", reading: { kind: { chosen: "PLUMBER" } }, settled: { kind: "PLUMBER", language: "en" } });

    const created = await call("/projects", { method: "POST", jwt, json: {} });
    expect(created.status, await created.clone().text()).toBe(201);
    const project = (await created.json<{ data: { id: number; slug: string; businessKind: string; notes: string } }>()).data;
    expect(project.businessKind).toBe("PLUMBER");
    // The sentence the phone was read from reaches the site as a fact, not as prose.
    expect(project.notes).not.toContain("555-0147");
    const published = await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} });
    expect(published.status, await published.clone().text()).toBe(200);
    const page = await (await call(`http://localhost/s/${project.slug}`)).text();
    expect(page).toContain('href="tel:+16025550147"');
    expect(page).toContain('href="mailto:help@desertflow.example"');
    expect(page).toContain("No call-out fee on weekdays");
    // Hours are data, written as the US writes them (docs/decisions/0506-reading-the-owners-facts.md).
    expect(page).toContain("<dt>Mon – Fri</dt><dd>8:00 AM – 5:00 PM</dd>");
  });

  it("writes the site from May's reading when the owner skips the card", async () => {
    const { jwt } = await signedUpUser();
    await save(jwt, answered(...PLUMBER));
    const skipped = await call("/chat/understanding", { method: "PUT", jwt, json: { answer: "skipped" } });
    expect(skipped.status).toBe(200);
    const created = await call("/projects", { method: "POST", jwt, json: {} });
    const project = (await created.json<{ data: { id: number; slug: string } }>()).data;
    await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} });
    const page = await (await call(`http://localhost/s/${project.slug}`)).text();
    // Read with the business's country (Phoenix, AZ), the call link reaches the number from abroad too.
    expect(page).toContain('href="tel:+16025550147"');
  });

  it("says the owner's rule where it matters, once", async () => {
    const { jwt } = await signedUpUser();
    const saved = await save(jwt, answered("A vegan bakery, everything is 100% plant-based", "Austin, Texas", "Green Crumb", "fresh-garden"));
    expect(saved.understanding?.reading.constraints.map((constraint) => constraint.code)).toContain("plant-based");
    await call("/chat/understanding", { method: "PUT", jwt, json: { answer: "skipped" } });
    const project = (await (await call("/projects", { method: "POST", jwt, json: {} })).json<{ data: { id: number; slug: string } }>()).data;
    await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} });
    const page = await (await call(`http://localhost/s/${project.slug}`)).text();
    // On the page, and said once in the about section, where the owner's words and claims go (the hero or the
    // search description may quote the owner's description too, whatever the project's random seed).
    expect(page.match(/<main[\s\S]*<\/main>/)?.[0]).toContain("100% plant-based");
    const about = page.match(/<section id="about"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(about.match(/100% plant-based/g)?.length ?? 0, about).toBeLessThanOrEqual(1);
  });

  it("refuses an answer before there is anything to confirm, a bad one, and one after the site is written", async () => {
    const { jwt } = await signedUpUser();
    await expectError(await call("/chat/understanding", { method: "PUT", jwt, json: { answer: "skipped" } }), 400);
    await save(jwt, answered(...PLUMBER));
    await expectError(await call("/chat/understanding", { method: "PUT", jwt, json: { answer: "confirmed", kind: "NOT_A_KIND", language: "en", facts: NO_FACTS, constraints: [] } }), 400);
    await expectError(await call("/chat/understanding", { method: "PUT", jwt, json: { answer: "confirmed", kind: null, language: "en", facts: { ...NO_FACTS, phone: "call me" }, constraints: [] } }), 400);
    expect((await call("/projects", { method: "POST", jwt, json: {} })).status).toBe(201);
    await expectError(await call("/chat/understanding", { method: "PUT", jwt, json: { answer: "skipped" } }), 409);
  });

  it("keeps the owner's choice of trade when they go on typing, and forgets it all on a reset", async () => {
    const { jwt } = await signedUpUser();
    await save(jwt, answered(...PLUMBER));
    // Another message at the final step before answering the card: read again, the card stays open.
    const more = await save(jwt, answered(...PLUMBER, "Email us at help@desertflow.example"));
    expect(more.understanding?.reading.facts.some((fact) => fact.kind === "email")).toBe(true);
    const reset = await save(jwt, initialConversation());
    expect(reset.understanding).toBeNull();
  });
});

describe("the understanding through the API (ask-to-bot)", () => {
  const ask = (jwt: string, action: string, data: unknown) => call("/ai/ask-to-bot", { method: "POST", jwt, json: { action, data } });

  it("read-facts reads answers as the chat does, with spans into them, and stores nothing", async () => {
    const { jwt } = await signedUpUser();
    const response = await ask(jwt, "read-facts", { business: "Panadería vegana, todo 100% vegetal", location: "Madrid", notes: "Llámanos al 612 345 678. Abrimos de lunes a viernes de 8 a 14 h." });
    expect(response.status, await response.clone().text()).toBe(200);
    const { understanding } = (await response.json<{ data: { understanding: UnderstandingReview["reading"] } }>()).data;
    expect(understanding).toMatchObject({ language: "es", region: { country: "ES" } });
    const phone = understanding.facts.find((fact) => fact.kind === "phone");
    expect(phone?.span).toMatchObject({ step: "final", text: expect.stringContaining("612 345 678") });
    expect(understanding.facts.some((fact) => fact.kind === "hours")).toBe(true);
    expect(understanding.constraints.map((constraint) => constraint.code)).toContain("plant-based");
    expect((await (await call("/chat", { jwt })).json<ChatBody>()).data.understanding).toBeNull();
  });

  it("read-facts names a missing answer", async () => {
    const { jwt } = await signedUpUser();
    await expectError(await ask(jwt, "read-facts", { business: "  " }), 400);
  });

  it("generate-site writes from a confirmed understanding when the brief leaves its parts out, and returns it", async () => {
    const { jwt } = await signedUpUser();
    const understanding = { kind: "PLUMBER", language: "en", facts: { ...NO_FACTS, phone: "+1 602 555 0147" }, constraints: [{ code: null, words: "No call-out fee on weekdays" }] };
    const response = await ask(jwt, "generate-site", { name: "Desert Flow", business: "we fix pipes", location: "Phoenix, AZ", seed: 7, understanding });
    expect(response.status, await response.clone().text()).toBe(200);
    const { document, understanding: echoed } = (await response.json<{ data: { document: { kind: string; facts: { phone: string; claims: string[] } }; understanding: unknown } }>()).data;
    expect(document.kind).toBe("PLUMBER");
    expect(document.facts.phone).toBe("+1 602 555 0147");
    expect(document.facts.claims).toContain("No call-out fee on weekdays");
    expect(echoed).toEqual(understanding);
    await expectError(await ask(jwt, "generate-site", { name: "Desert Flow", understanding: { ...understanding, language: "xx" } }), 400);
  });
});
