import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, newPerson, signedUpUser, uniqueIp } from "./accounts/helpers";
import { awayFromWindowEdge } from "./rate-limit-window";

const page = (path: string) => `http://localhost${path}`;

function form(fields: Record<string, string>) {
  return { rawBody: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } };
}

/** Logs in through the screen's form and returns the session cookie pair (`may_session=…`). */
async function logInOnScreen(identifier: string, password: string, path = "/login") {
  const response = await call(page(path), { method: "POST", ...form({ identifier, password }) });
  const setCookie = response.headers.get("set-cookie") ?? "";
  return { response, setCookie, cookie: setCookie.split(";")[0] ?? "" };
}

describe("the web session", () => {
  it("is an HttpOnly, SameSite=Lax cookie set by a successful login, and opens the signed-in pages", async () => {
    const { person } = await signedUpUser();
    const { response, setCookie, cookie } = await logInOnScreen(person.email, person.password);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/u/chat");
    expect(setCookie).toMatch(/^may_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);

    const chat = await call(page("/u/chat"), { headers: { cookie } });
    expect(chat.status).toBe(200);
    expect(await chat.text()).toContain(person.email);

    // Someone with a session who opens Login or Signup goes to Chat.
    for (const path of ["/login", "/signup"]) {
      const visit = await call(page(path), { headers: { cookie } });
      expect(visit.status, path).toBe(302);
      expect(visit.headers.get("location"), path).toBe("/u/chat");
    }
  });

  it("returns to where the visitor was going, but never to another site", async () => {
    const { person } = await signedUpUser();
    const back = await logInOnScreen(person.email, person.password, "/login?redirectTo=%2Fu%2Fdashboard");
    expect(back.response.headers.get("location")).toBe("/u/dashboard");
    for (const target of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const away = await logInOnScreen(person.email, person.password, `/login?redirectTo=${encodeURIComponent(target)}`);
      expect(away.response.headers.get("location"), target).toBe("/u/chat");
    }
  });

  it("signs our own pages' API calls in, without a token in the browser", async () => {
    const { person } = await signedUpUser();
    const { cookie } = await logInOnScreen(person.email, person.password);
    const me = await call("/users/me", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: person.email });
    expect((await call("/users/me", { headers: { cookie: "may_session=forged" } })).status).toBe(403);
  });

  it("ignores a tampered cookie", async () => {
    const { person } = await signedUpUser();
    const { cookie } = await logInOnScreen(person.email, person.password);
    const [name, value] = cookie.split("=");
    const tampered = `${name}=${value?.slice(0, -4)}AAAA`;
    const response = await call(page("/u/chat"), { headers: { cookie: tampered } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fu%2Fchat");
  });

  it("ends when the account is blocked or its password is reset", async () => {
    const blocked = await signedUpUser();
    const blockedSession = await logInOnScreen(blocked.person.email, blocked.person.password);
    await env.DB.prepare("UPDATE users SET blocked = 1 WHERE id = ?").bind(blocked.user.id).run();
    expect((await call(page("/u/chat"), { headers: { cookie: blockedSession.cookie } })).status).toBe(302);

    const reset = await signedUpUser();
    const oldSession = await logInOnScreen(reset.person.email, reset.person.password);
    // A password change made a second later revokes every earlier token, the session's included.
    await env.DB.prepare("UPDATE users SET tokens_valid_after = ? WHERE id = ?").bind(Date.now() + 1000, reset.user.id).run();
    expect((await call(page("/u/chat"), { headers: { cookie: oldSession.cookie } })).status).toBe(302);
  });

  it("is cleared by signing out, which only a POST does", async () => {
    const { person } = await signedUpUser();
    const { cookie } = await logInOnScreen(person.email, person.password);
    const viaGet = await call(page("/logout"), { headers: { cookie } });
    expect(viaGet.headers.get("set-cookie")).toBeNull();
    const out = await call(page("/logout"), { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, rawBody: "" });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/login");
    expect(out.headers.get("set-cookie")).toMatch(/^may_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  });
});

describe("the sign-in forms", () => {
  it("say 'Invalid email or password' for a wrong password and set no session", async () => {
    const { person } = await signedUpUser();
    const { response, setCookie } = await logInOnScreen(person.email, "not the password");
    expect(response.status).toBe(400);
    expect(setCookie).toBe("");
    expect(await response.text()).toContain("Invalid email or password");
  });

  it("refuse a filled honeypot without signing in", async () => {
    const { person } = await signedUpUser();
    const response = await call(page("/login"), { method: "POST", ...form({ identifier: person.email, password: person.password, company_website: "spam" }) });
    expect(response.status).toBe(400);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("share the API's rate limit: the 11th attempt in a minute gets 429", async () => {
    await awayFromWindowEdge();
    const ip = uniqueIp();
    const person = newPerson();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await call(page("/login"), { method: "POST", ip, ...form({ identifier: person.email, password: "whatever1" }) });
      statuses.push(response.status);
      if (attempt === 10) expect(await response.text()).toContain("Too many requests, please try again later.");
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The API door counts in the same bucket.
    const api = await call("/auth/local", { ip, json: { identifier: person.email, password: "whatever1" } });
    expect(api.status).toBe(429);
  });

  it("sign a new user up and send them to wait for the confirmation email", async () => {
    const person = newPerson("screen");
    const response = await call(page("/signup"), { method: "POST", ...form(person) });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/email-confirmation?email=${encodeURIComponent(person.email)}`);
    // No session yet: only the sign-up binding that lets this browser continue after confirming.
    expect(response.headers.getSetCookie().map((cookie) => cookie.split("=")[0])).toEqual(["may_signup"]);
  });
});
