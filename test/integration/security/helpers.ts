import { expect } from "vitest";
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
