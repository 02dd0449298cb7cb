import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AUTH_TOKEN_TTL_MS } from "@core/constants";
import { issueOneTimeToken } from "@server/accounts/one-time-tokens";
import { createDb } from "@server/db/client";
import { call, latestLinkParam, newPerson, registerUnconfirmed } from "../accounts/helpers";
import { form, page, sessionSetBy, signedInOnScreen } from "./helpers";

// docs/security.md, "Screens and headers": an emailed link or a hand-off code never signs a browser in by itself.

/** Signs up on the screen: the browser's cookies (the sign-up binding) and the link's token. */
async function signUpOnScreen() {
  const person = newPerson("csrf");
  const response = await call(page("/signup"), { method: "POST", ...form({ username: person.username, email: person.email, password: person.password }) });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
  return { person, cookie, confirmation: await latestLinkParam(person.email, "confirmation") };
}

const confirmedFlag = async (email: string) =>
  (await env.DB.prepare("SELECT confirmed FROM users WHERE email = ?").bind(email).first<{ confirmed: number }>())?.confirmed;

describe("the email confirmation link", () => {
  it("confirms on a plain GET but signs nobody in (a link mailed to a victim gives no session)", async () => {
    const { person, confirmation } = await registerUnconfirmed(newPerson("csrf"));
    const response = await call(page(`/email-confirmation?confirmation=${confirmation}`));
    expect(response.status).toBe(200);
    expect(sessionSetBy(response)).toBeNull();
    expect(await confirmedFlag(person.email)).toBe(1);
    const html = await response.text();
    expect(html).toContain("Email confirmed");
    expect(html).toContain('href="/login"');
  });

  it("never replaces the session of someone already signed in with another account", async () => {
    const victim = await signedInOnScreen();
    const { confirmation } = await registerUnconfirmed(newPerson("attacker"));
    const response = await call(page(`/email-confirmation?confirmation=${confirmation}`), { headers: { cookie: victim.cookie } });
    expect(sessionSetBy(response)).toBeNull();
    const chat = await call(page("/u/chat"), { headers: { cookie: victim.cookie } });
    expect(await chat.text()).toContain(victim.person.email);
  });

  it("signs in the browser that signed up, after the person's own click (a POST from our page)", async () => {
    const { person, cookie, confirmation } = await signUpOnScreen();
    const landing = await call(page(`/email-confirmation?confirmation=${confirmation}`), { headers: { cookie } });
    expect(landing.status).toBe(200);
    expect(sessionSetBy(landing)).toBeNull();
    expect(await landing.text()).toContain('name="intent" value="continue"');

    const next = await call(page("/email-confirmation"), { method: "POST", ...form({ intent: "continue" }), headers: { ...form({}).headers, cookie, origin: "http://localhost" } });
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toBe("/u/chat");
    const session = sessionSetBy(next);
    expect(session).not.toBeNull();
    expect(await (await call(page("/u/chat"), { headers: { cookie: session! } })).text()).toContain(person.email);
  });

  it("does not sign in on Continue without the sign-up binding of this browser", async () => {
    const { confirmation } = await signUpOnScreen();
    await call(page(`/email-confirmation?confirmation=${confirmation}`));
    const next = await call(page("/email-confirmation"), { method: "POST", ...form({ intent: "continue" }) });
    expect(sessionSetBy(next)).toBeNull();
  });
});

describe("the Google hand-off screen", () => {
  async function handoffFor(email: string) {
    const { user } = await registerUnconfirmed(newPerson("g-csrf"));
    await env.DB.prepare("UPDATE users SET confirmed = 1 WHERE id = ?").bind(user.id).run();
    void email;
    return issueOneTimeToken(createDb(env.DB), { userId: user.id, purpose: "google_handoff", ttlMs: AUTH_TOKEN_TTL_MS.googleHandoff });
  }

  it("does not redeem a code in a browser that did not come back from Google with it", async () => {
    const code = await handoffFor("x");
    const response = await call(page("/auth/google/callback"), { method: "POST", ...form({ code }) });
    expect(sessionSetBy(response)).toBeNull();
    // Not spent either: the browser that did the sign-in can still finish it.
    const own = await call(page("/auth/google/callback"), { method: "POST", ...form({ code }), headers: { ...form({}).headers, cookie: `may_google_handoff=${code}` } });
    expect(own.status).toBe(302);
    expect(sessionSetBy(own)).not.toBeNull();
  });

  it("hands the code to the browser together with a cookie binding it", async () => {
    const response = await call("/connect/google/callback?error=access_denied");
    expect(response.headers.getSetCookie().join()).not.toContain("may_google_handoff=");
  });
});
