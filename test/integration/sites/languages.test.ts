import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteMessageFiles, siteMessageProblems, siteMessagesSchema } from "@core/sites/i18n/site-messages";
import { siteText } from "@core/sites/i18n/site-text";
import { localDays, localPrice, localTime } from "@core/sites/i18n/local-format";
import { SITE_LANGUAGES, type SiteLanguage } from "@core/sites/languages";
import type { SiteDocument } from "@core/sites/site-document";
import { ownerFactsSchema } from "@core/sites/facts";
import type { Settings } from "@server/platform/settings";
import { generateSite } from "@server/generation/generate-site";
import type { SiteBrief } from "@server/generation/site-brief";
import { writeBuiltInSite } from "@server/generation/built-in/write-site";
import { detectSiteLanguage } from "@server/chat/detect-language";
import { renderSite } from "@server/render/render-site";
import { call } from "../accounts/helpers";
import { completion, fakeModelServer, MODEL_SERVER } from "../ai/helpers";
import { projectFromChat, sendMessage } from "../leads/helpers";
import { htmlProblems } from "./validator";

/** Short answers as owners type them in the chat: what they build, and the final step's notes. */
const ANSWERS: Record<SiteLanguage, [string, string]> = {
  en: ["A small bakery with sourdough bread", "We open early and bake every morning"],
  es: ["Una panadería de barrio con pan de masa madre", "Abrimos temprano y horneamos cada mañana"],
  fr: ["Une petite boulangerie avec du pain au levain", "Nous ouvrons tôt et cuisons chaque matin"],
  de: ["Eine kleine Bäckerei mit Sauerteigbrot", "Wir öffnen früh und backen jeden Morgen"],
  pt: ["Uma pequena padaria com pão de fermentação natural", "Abrimos cedo e fazemos pão todas as manhãs"],
  it: ["Un piccolo forno con pane a lievitazione naturale", "Apriamo presto e sforniamo ogni mattina"],
  ja: ["天然酵母パンの小さなパン屋です", "朝早くから毎日焼いています"],
  ar: ["مخبز صغير يقدم خبز العجين المخمر", "نفتح مبكرًا ونخبز كل صباح"],
};

describe("the site's language from the owner's answers (docs/decisions/0830-site-language-detected-and-stored.md)", () => {
  it.each(SITE_LANGUAGES)("detects %s from two short answers, and from the first one alone", async (language) => {
    expect(await detectSiteLanguage(ANSWERS[language])).toBe(language);
    expect(await detectSiteLanguage([ANSWERS[language][0]])).toBe(language);
  });

  it("answers English for too little text, and for a language sites cannot be in yet", async () => {
    expect(await detectSiteLanguage(["Ok", ""])).toBe("en");
    expect(await detectSiteLanguage(["+351 912 345 678 hello@bakery.example"])).toBe("en");
    expect(await detectSiteLanguage(["Een kleine bakkerij met zuurdesembrood", "We openen vroeg en bakken elke ochtend"])).toBe("en");
  });
});

describe("the template's words in every language (docs/decisions/0831-template-words-as-icu-message-files.md)", () => {
  const files = siteMessageFiles();

  it.each(SITE_LANGUAGES)("%s has every key of English, each a valid message with English's arguments", (language) => {
    const parsed = siteMessagesSchema(language).safeParse(files[language]);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("leaves the build nothing to refuse", () => {
    expect(siteMessageProblems()).toEqual([]);
  });

  it("fails on a missing key, an extra key, a broken message or a lost argument", () => {
    const spanish = files.es as Record<string, string>;
    const { ["form.send"]: _, ...missing } = spanish;
    expect(siteMessagesSchema("es").safeParse(missing).success).toBe(false);
    expect(siteMessagesSchema("es").safeParse({ ...spanish, "form.sned": "Enviar" }).success).toBe(false);
    expect(siteMessagesSchema("es").safeParse({ ...spanish, "header.call": "Llamar al {phone" }).success).toBe(false);
    const lost = siteMessagesSchema("es").safeParse({ ...spanish, "header.call": "Llamar al {telefono}" });
    expect(lost.error?.issues[0]?.message).toBe("names {telefono} where English names {phone}");
  });

  it("formats hours and prices May offered in English with Intl for the site's language, and leaves the owner's own words", () => {
    expect(localDays("Monday – Friday", siteText("es"))).toBe("lunes – viernes");
    expect(localDays("Saturday", siteText("de"))).toBe("Samstag");
    expect(localDays("Every day", siteText("ar"))).toBe("يوميًا");
    expect(localDays("Lundi au vendredi", siteText("fr"))).toBe("Lundi au vendredi");
    expect(localTime("9:00 – 17:00", siteText("ja"))).toBe("9:00～17:00");
    expect(localTime("9am – 5.30pm", siteText("fr"))).toBe("9:00 – 17:30");
    expect(localTime("Closed", siteText("it"))).toBe("Chiuso");
    expect(localPrice("€12", siteText("de"))).toMatch(/^12\s€$/u);
    expect(localPrice("€1.40", siteText("fr"))).toMatch(/^1,40\s€$/u);
    // A price that would gain or lose a digit in the site's style stays as the owner typed it.
    expect(localPrice("15,00 €", siteText("fr"))).toBe("15,00 €");
    expect(localPrice("$12", siteText("es"))).toBe("$12");
    expect(localTime("9:00 – 17:00", siteText("en"))).toBe("9:00 – 17:00");
  });
});

const site = (language: SiteLanguage | undefined, overrides: Partial<SiteBrief> = {}): SiteDocument => {
  const document = writeBuiltInSite({ name: "Golden Crumb", business: "bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", template: "minimal-studio", seed: 1, facts: ownerFactsSchema.parse({ phone: "+351 21 000 0000", hours: [{ days: "Monday – Friday", time: "9:00 – 17:00" }] }), ...overrides });
  return language ? { ...document, language } : document;
};

describe("pages in the site's language", () => {
  it("say lang and dir, and English for a document written before languages", () => {
    // A document from before languages and regions has neither; a Lisbon business's lang carries its country.
    const { region: _region, ...old } = site(undefined);
    expect(renderSite(old)).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    expect(renderSite(site("ar"))).toMatch(/^<!DOCTYPE html><html lang="ar-PT" dir="rtl">/);
    expect(renderSite(site("ja"))).toMatch(/^<!DOCTYPE html><html lang="ja-PT" dir="ltr">/);
  });

  it("use the template's words, keep Latin names and numbers isolated, and add the script's fonts only where needed", async () => {
    const arabic = renderSite(site("ar", { template: "classic-professional" }), { formAction: "/api/v1/sites/x/messages", year: 2031 });
    expect(arabic).toContain('<nav class="site-nav" aria-label="الرئيسية">');
    expect(arabic).toContain('<label for="cf-name">اسمك</label>');
    expect(arabic).toContain('<button class="btn btn-primary" type="submit">أرسل الرسالة</button>');
    expect(arabic).toContain("<p>© 2031 <bdi>Golden Crumb</bdi> · <bdi>Lisbon</bdi></p>");
    expect(arabic).toContain('<a class="call" href="tel:+351210000000"><span class="call-long">اتصل على <bdi dir="ltr">+351 21 000 0000</bdi></span>');
    expect(arabic).toContain('"Noto Naskh Arabic"');
    expect(arabic).not.toContain("Hiragino");
    // Text blocks take their own direction (English copy inside an Arabic page), a rule only right-to-left pages have.
    expect(arabic).toContain(".tagline{unicode-bidi:plaintext}");
    expect(arabic).not.toMatch(/[;{](margin|padding)-(left|right):|[;{](left|right):/);
    // The owner's phone number keeps their spaces (the header's link is one line by its style), as on English pages.
    expect((await htmlProblems(arabic)).filter((problem) => !problem.startsWith("tel-non-breaking:"))).toEqual([]);
    const japanese = renderSite(site("ja"));
    expect(japanese).toContain('"Hiragino Sans"');
    expect(japanese).toContain("<h3>営業時間</h3>");
    // Hours are rows, written by Intl in the site's locale (runs of days with their short names).
    expect(japanese).toContain("<dt>月～金</dt><dd>9:00～17:00</dd>");
    const english = renderSite(site("en"));
    expect(english).not.toMatch(/Hiragino|Naskh|letter-spacing:normal!important|unicode-bidi/);
    expect(english).toContain("Skip to content");
  });
});

describe("a published site in the owner's language, end to end", () => {
  it("detects Arabic from the chat, stores it, publishes right to left, and thanks the visitor in Arabic", async () => {
    const { account, id, slug } = await projectFromChat({ business: ANSWERS.ar[0], location: "عمّان", name: "Golden Crumb", template: "bold-modern" });
    const project = await (await call(`/projects/${id}`, { jwt: account.jwt })).json<{ data: { document: SiteDocument } }>();
    expect(project.data.document.language).toBe("ar");
    expect((await call(`/projects/${id}/publish`, { method: "POST", jwt: account.jwt, json: {} })).status).toBe(200);
    const page = await (await call(`http://localhost/s/${slug}`)).text();
    // The tag carries the country the location resolves to (decision 0520).
    expect(page).toMatch(/<html lang="ar(-[A-Z]{2})?" dir="rtl">/);
    expect(page).toContain("تواصل معنا");
    const thanks = await sendMessage(slug, { name: "Ana", email: "ana@example.com", message: "Rye on Sundays?" });
    const html = await thanks.text();
    expect(html).toMatch(/<html lang="ar(-[A-Z]{2})?" dir="rtl">/);
    expect(html).toContain("شكرًا لك! تم إرسال رسالتك.");
    expect(html).toContain("العودة إلى الموقع");
    expect(await htmlProblems(html)).toEqual([]);
    const refused = await (await sendMessage(slug, { name: "Ana", email: "not-an-address", message: "Hi" })).text();
    expect(refused).toContain("لم تُرسل رسالتك");
    expect(refused).toContain('<label for="cf-email">البريد الإلكتروني</label>');
  });

  it("lets the owner change the language: the saved document carries it and the page follows", async () => {
    const { account, id, slug } = await projectFromChat({ business: ANSWERS.en[0], location: "Porto", name: "Rise Crumb" });
    const { data } = await (await call(`/projects/${id}`, { jwt: account.jwt })).json<{ data: { document: SiteDocument } }>();
    expect(data.document.language).toBe("en");
    const saved = await call(`/projects/${id}`, { method: "PUT", jwt: account.jwt, json: { document: { ...data.document, language: "pt" } } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await call(`/projects/${id}/publish`, { method: "POST", jwt: account.jwt, json: {} })).status).toBe(200);
    expect(await (await call(`http://localhost/s/${slug}`)).text()).toMatch(/<html lang="pt-PT" dir="ltr">[\s\S]*Enviar mensagem/);
    const refused = await call(`/projects/${id}`, { method: "PUT", jwt: account.jwt, json: { document: { ...data.document, language: "xx" } } });
    expect(refused.status).toBe(400);
  });
});

describe("model writers write in the site's language (docs/decisions/0834-copy-in-the-sites-language.md)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("tell the model the language, and keep it on the document", async () => {
    const seen = fakeModelServer([async () => new Response("busy", { status: 503 })]);
    const brief: SiteBrief = { name: "Miga Dorada", business: ANSWERS.es[0], kind: "BAKERY", family: "FOOD_DRINK", location: "Sevilla", template: "warm-editorial", seed: 3, language: "es" };
    const { document } = await generateSite(brief, { env: { ...env, ...MODEL_SERVER } as Settings, requestId: "languages-test" });
    expect(document.language).toBe("es");
    expect(seen.length).toBeGreaterThan(0);
    const system = (seen[0]!.body.messages as { role: string; content: string }[]).find((message) => message.role === "system")!.content;
    expect(system).toContain("Write every text in Spanish, the website's language");
    expect(system).not.toContain("specific English");
    void completion;
  });
});
