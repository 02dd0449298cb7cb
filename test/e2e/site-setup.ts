import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { answerCurrentStep, initialConversation, type Conversation } from "../../core/chat/conversation";

/** A published site for the signed-in owner, made through the API as the chat would (the chat itself is sites.spec.ts's). */
export async function publishedSite(page: Page, name: string): Promise<{ id: number; slug: string }> {
  const api = page.request;
  const origin = new URL(page.url()).origin;
  const headers = { origin, "content-type": "application/json" };
  let steps: Conversation = initialConversation();
  for (const text of ["A neighbourhood bakery with sourdough and rye", "Porto, Portugal", name, "warm-editorial"]) {
    const result = answerCurrentStep(steps, text, Date.now());
    if (!result.ok) throw new Error(result.reason);
    steps = result.steps;
  }
  const current = (await (await api.get("/api/v1/chat")).json()) as { data: { version: number } };
  expect((await api.put("/api/v1/chat", { headers, data: { steps, version: current.data.version } })).status()).toBe(200);
  const created = await api.post("/api/v1/projects", { headers, data: {} });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number; slug: string } };
  await expect.poll(async () => ((await (await api.get(`/api/v1/projects/${data.id}`)).json()) as { data: { status: string } }).data.status, { timeout: 45_000 }).toBe("ready");
  expect((await api.post(`/api/v1/projects/${data.id}/publish`, { headers, data: {} })).status()).toBe(200);
  return data;
}

/**
 * A visitor's message, posted as the form posts it but without the page's signed time (a test cannot wait like a
 * person): "no form time" scores 2, under the spam threshold for a plain message
 * (docs/decisions/0704-spam-scoring-normalised-and-a-signed-form-time.md).
 */
export async function visitorWrites(api: APIRequestContext, slug: string, fields: Record<string, string>) {
  const response = await api.post(`/api/v1/sites/${slug}/messages`, { form: fields, headers: { "cf-connecting-ip": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  expect(response.status()).toBe(200);
}

