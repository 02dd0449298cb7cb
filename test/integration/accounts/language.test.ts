import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, newPerson, type PublicUserBody } from "./helpers";

const page = (path: string) => `http://localhost${path}`;

async function storedLanguage(email: string): Promise<string | null | undefined> {
  return (await env.DB.prepare("SELECT language FROM users WHERE email = ?").bind(email).first<{ language: string | null }>())?.language;
}

function signupForm(person: { username: string; email: string; password: string }, headers: Record<string, string>) {
  return { method: "POST", rawBody: new URLSearchParams(person), headers: { "content-type": "application/x-www-form-urlencoded", ...headers } };
}

describe("the language an account signs up in", () => {
  it("is the first of the API request's Accept-Language that May speaks, or none", async () => {
    for (const [header, expected] of [["pt-PT,pt;q=0.9,en;q=0.8", "pt"], ["xx, ar;q=0.5", "ar"], ["xx-YY", null], [undefined, null]] as const) {
      const person = newPerson();
      const response = await call("/auth/local/register", { json: person, headers: header ? { "accept-language": header } : {} });
      expect(response.status, String(header)).toBe(200);
      // The API's answer is Strapi's, unchanged: the language is not part of the public user.
      expect(Object.keys((await response.json<{ user: PublicUserBody }>()).user), String(header)).not.toContain("language");
      expect(await storedLanguage(person.email), String(header)).toBe(expected);
    }
  });

  it("is the sign-up screen's language: Accept-Language: pt stores pt, the may_lang cookie wins over it", async () => {
    const portuguese = newPerson();
    const viaHeader = await call(page("/signup"), signupForm(portuguese, { "accept-language": "pt" }));
    expect(viaHeader.status).toBe(302);
    expect(await storedLanguage(portuguese.email)).toBe("pt");

    const arabic = newPerson();
    const viaCookie = await call(page("/signup"), signupForm(arabic, { "accept-language": "pt", cookie: "may_lang=ar" }));
    expect(viaCookie.status).toBe(302);
    expect(await storedLanguage(arabic.email)).toBe("ar");

    const english = newPerson();
    expect((await call(page("/signup"), signupForm(english, {}))).status).toBe(302);
    expect(await storedLanguage(english.email)).toBe("en");
  });

  it("writes the screens in that language, their errors too, while the API answers in English", async () => {
    const screen = await call(page("/signup"), { headers: { "accept-language": "pt" } });
    const html = await screen.text();
    expect(html).toContain('lang="pt"');
    expect(html).toContain("Crie a sua conta");
    expect(html).toContain("Nome de utilizador");

    const refused = await call(page("/signup"), signupForm({ username: "", email: "not an email", password: "123" }, { cookie: "may_lang=pt" }));
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("O nome de utilizador é obrigatório.");
    expect(refusedHtml).toContain("A palavra-passe deve ter pelo menos 6 caracteres.");
    // Keys travel in the page's data; what the page shows is words.
    expect(refusedHtml.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("auth.validation.");

    const arabic = await (await call(page("/login"), { headers: { cookie: "may_lang=ar" } })).text();
    expect(arabic).toContain('dir="rtl"');
    expect(arabic).toContain("مرحبًا بعودتك");

    const api = await call("/auth/local/register", { json: { username: "", email: "x@example.com", password: "secret1" }, headers: { "accept-language": "pt" } });
    expect((await api.json<{ error: { message: string } }>()).error.message).toBe("Username is required.");
  });
});
