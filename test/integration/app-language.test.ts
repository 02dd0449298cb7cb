import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chooseLanguage } from "@server/accounts";
import type { AppContext } from "@server/platform";
import { call, signedUpUser } from "./accounts/helpers";

/** Which language May's screens speak, and the picker's form (docs/decisions/0900-may-speaks-the-owners-language.md). */
const page = (path: string) => `http://localhost${path}`;
const sameSite = { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" };

async function logIn(identifier: string, password: string): Promise<string> {
  const response = await call(page("/login"), { method: "POST", rawBody: new URLSearchParams({ identifier, password }), headers: { "content-type": "application/x-www-form-urlencoded" } });
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

const langOf = async (response: Response) => /<html lang="([^"]+)" dir="([^"]+)"/.exec(await response.text())?.slice(1, 3);

describe("the screens' language", () => {
  it("follows Accept-Language on a first visit, by weight, and falls back to English", async () => {
    expect(await langOf(await call(page("/login"), { headers: { "accept-language": "pt-BR,pt;q=0.9,en;q=0.8" } }))).toEqual(["pt", "ltr"]);
    expect(await langOf(await call(page("/login"), { headers: { "accept-language": "sv;q=1, ar;q=0.5" } }))).toEqual(["ar", "rtl"]);
    expect(await langOf(await call(page("/login"), { headers: { "accept-language": "sv, nl" } }))).toEqual(["en", "ltr"]);
  });

  it("keeps a visitor's choice in a cookie that wins over the browser's, and sends the page's words in it", async () => {
    const chosen = await call(page("/language"), { method: "POST", rawBody: new URLSearchParams({ language: "de", redirectTo: "/login?x=1" }), headers: sameSite });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/login?x=1");
    const cookie = (chosen.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toBe("may_lang=de");
    expect(chosen.headers.get("set-cookie")).toMatch(/HttpOnly/);
    const login = await call(page("/login"), { headers: { cookie, "accept-language": "fr" } });
    const html = await login.text();
    expect(html).toContain('<html lang="de" dir="ltr"');
    // The page's words travel with its data, in German only.
    expect(html).toContain("Schließen");
    expect(html).not.toContain("Fermer");
  });

  it("refuses an unknown language, a cross-site post and a redirect to another site", async () => {
    expect((await call(page("/language"), { method: "POST", rawBody: new URLSearchParams({ language: "xx" }), headers: sameSite })).status).toBe(400);
    expect((await call(page("/language"), { method: "POST", rawBody: new URLSearchParams({ language: "pt" }), headers: { ...sameSite, origin: "https://evil.example" } })).status).toBe(403);
    const away = await call(page("/language"), { method: "POST", rawBody: new URLSearchParams({ language: "pt", redirectTo: "//evil.example/x" }), headers: sameSite });
    expect(away.headers.get("location")).toBe("/");
  });

  it("honours the pseudo-locale only in development, where it wins over an account's choice", () => {
    const request = new Request("http://localhost/", { headers: { cookie: "may_lang=en-XA", "accept-language": "it" } });
    const context = (environment: string) => ({ env: { ENVIRONMENT: environment } }) as unknown as AppContext;
    expect(chooseLanguage(context("development"), request, { language: "pt" })).toBe("en-XA");
    expect(chooseLanguage(context("production"), request, { language: "pt" })).toBe("pt");
    expect(chooseLanguage(context("production"), request, null)).toBe("it");
  });

  it("stores a signed-in person's choice on the account, so another device without the cookie speaks it too", async () => {
    const { person } = await signedUpUser();
    const session = await logIn(person.email, person.password);
    const chosen = await call(page("/language"), { method: "POST", rawBody: new URLSearchParams({ language: "ja", redirectTo: "/u/dashboard" }), headers: { ...sameSite, cookie: session } });
    expect(chosen.status).toBe(303);
    const row = await env.DB.prepare("SELECT language FROM users WHERE email = ?").bind(person.email.toLowerCase()).first<{ language: string }>();
    expect(row?.language).toBe("ja");
    const elsewhere = await logIn(person.email, person.password);
    expect(await langOf(await call(page("/u/dashboard"), { headers: { cookie: elsewhere, "accept-language": "en" } }))).toEqual(["ja", "ltr"]);
  });
});
