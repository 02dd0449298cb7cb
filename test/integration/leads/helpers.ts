import { expect } from "vitest";
import { answerCurrentStep, initialConversation, type Conversation } from "@core/chat/conversation";
import { call, signedUpUser, uniqueIp } from "../accounts/helpers";

/** A signed-up (confirmed) owner's project, created from a chat answered the way a person answers it. */
export async function projectFromChat({ business, location, name, template = "warm-editorial", env }: { business: string; location: string; name: string; template?: string; env?: Record<string, unknown> }) {
  const account = await signedUpUser();
  let steps: Conversation = initialConversation();
  for (const text of [business, location, name, template]) {
    const result = answerCurrentStep(steps, text, Date.now());
    if (!result.ok) throw new Error(result.reason);
    steps = result.steps;
  }
  const current = await (await call("/chat", { jwt: account.jwt })).json<{ data: { version: number } }>();
  expect((await call("/chat", { method: "PUT", jwt: account.jwt, json: { steps, version: current.data.version } })).status).toBe(200);
  const created = await call("/projects", { method: "POST", jwt: account.jwt, json: {}, env });
  expect(created.status, await created.clone().text()).toBe(201);
  const { data } = await created.json<{ data: { id: number; slug: string } }>();
  return { account, id: data.id, slug: data.slug };
}

/** A signed-up (confirmed) owner with a generated and published site, made the way a person makes one. */
export async function publishedSite({ business = "A neighbourhood bakery with sourdough and weekend brunch", location = "Porto, Portugal", name = "Rise & Crumb" } = {}) {
  const { account, id } = await projectFromChat({ business, location, name });
  const published = await call(`/projects/${id}/publish`, { method: "POST", jwt: account.jwt, json: {} });
  expect(published.status, await published.clone().text()).toBe(200);
  const project = (await published.json<{ data: { id: number; slug: string; name: string } }>()).data;
  return { ...account, project };
}

/** A visitor's native form POST to the site's contact form (its own client address unless given). */
export function sendMessage(slug: string, fields: Record<string, string>, ip = uniqueIp()) {
  return call(`/sites/${slug}/messages`, { method: "POST", ip, rawBody: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } });
}
