import { expect } from "vitest";
import { answerCurrentStep, initialConversation, type Conversation } from "@core/chat/conversation";
import type { SiteDocument } from "@core/sites/site-document";
import { call, signedUpUser } from "../accounts/helpers";

export interface ProjectData {
  id: number;
  name: string;
  slug: string;
  status: string;
  published: boolean;
  document: SiteDocument | null;
}

/** Answers the chat up to its final step for a signed-in user. */
export async function finishConversation(jwt: string, name = "Rise & Crumb", template = "warm-editorial") {
  let steps: Conversation = initialConversation();
  for (const text of ["A neighbourhood bakery with sourdough and weekend brunch", "Porto, Portugal", name, template]) {
    const result = answerCurrentStep(steps, text, Date.now());
    if (!result.ok) throw new Error(result.reason);
    steps = result.steps;
  }
  const current = await (await call("/chat", { jwt })).json<{ data: { version: number } }>();
  expect((await call("/chat", { method: "PUT", jwt, json: { steps, version: current.data.version } })).status).toBe(200);
}

/** A new account with one generated (not yet published) project. */
export async function generatedProject(name?: string) {
  const account = await signedUpUser();
  await finishConversation(account.jwt, name);
  const created = await call("/projects", { method: "POST", jwt: account.jwt, json: {} });
  expect(created.status, await created.clone().text()).toBe(201);
  const { data } = await created.json<{ data: ProjectData }>();
  const project = (await (await call(`/projects/${data.id}`, { jwt: account.jwt })).json<{ data: ProjectData }>()).data;
  return { ...account, project };
}
