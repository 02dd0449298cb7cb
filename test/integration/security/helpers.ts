import { expect } from "vitest";
import { answerCurrentStep, initialConversation, type Conversation } from "@core/chat/conversation";
import { call, makeAdmin, signedUpUser, type CallOptions } from "../accounts/helpers";

/** A screen URL (not under /api/v1) for `call`. */
export const page = (path: string) => `http://localhost${path}`;

/** A urlencoded form body for `call`. */
export function form(fields: Record<string, string> | [string, string][]) {
  return { rawBody: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } };
}

/** Logs in through the screen's form; returns the cookie pair (`may_session=…`) and the response. */
export async function logInOnScreen(identifier: string, password: string, path = "/login", options: CallOptions = {}) {
  const response = await call(page(path), { method: "POST", ...form({ identifier, password }), ...options });
  const setCookie = response.headers.get("set-cookie") ?? "";
  return { response, cookie: setCookie.split(";")[0] ?? "" };
}

/** A new confirmed account signed in on screen: its session cookie, user and JWT. */
export async function signedInOnScreen({ admin = false } = {}) {
  const account = await signedUpUser();
  if (admin) await makeAdmin(account.user.id);
  const { cookie } = await logInOnScreen(account.person.email, account.person.password);
  expect(cookie).toMatch(/^may_session=./);
  return { ...account, cookie };
}

/** The session cookie pair a response sets, or null when it sets none (or clears it). */
export function sessionSetBy(response: Response): string | null {
  const set = response.headers.getSetCookie().find((value) => value.startsWith("may_session="));
  const pair = set?.split(";")[0] ?? "";
  return pair.length > "may_session=".length ? pair : null;
}

/** Answers the chat up to its last step for a JWT's account, so a project can be created. */
export async function finishConversation(jwt: string, name = "Rise & Crumb") {
  let steps: Conversation = initialConversation();
  for (const text of ["A neighbourhood bakery with sourdough and weekend brunch", "Porto, Portugal", name, "warm-editorial"]) {
    const result = answerCurrentStep(steps, text, Date.now());
    if (!result.ok) throw new Error(result.reason);
    steps = result.steps;
  }
  const current = await (await call("/chat", { jwt })).json<{ data: { version: number } }>();
  expect((await call("/chat", { method: "PUT", jwt, json: { steps, version: current.data.version } })).status).toBe(200);
}

/** A signed-in account (screen cookie and JWT) with one generated project. */
export async function signedInWithProject() {
  const account = await signedInOnScreen();
  await finishConversation(account.jwt);
  const created = await call("/projects", { method: "POST", jwt: account.jwt, json: {} });
  expect(created.status, await created.clone().text()).toBe(201);
  const { data } = await created.json<{ data: { id: number } }>();
  return { ...account, projectId: data.id };
}
