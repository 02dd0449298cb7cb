import { describe, expect, it } from "vitest";
import english from "../../content/app-messages/mail/en.json";
import { confirmationEmail, leadDigestEmail, leadEmail, type LeadForEmail, passwordResetEmail, replyConfirmationEmail, replyEmail } from "./emails";
import type { MailMessage } from "./mail-message";

const LINK = "https://may.example/email-confirmation?confirmation=abc&email=a%40b.c";
const INBOX = "https://may.example/u/projects/7#messages";
const HOSTILE = `<img src=x onerror="alert(1)">`;

describe("email templates", () => {
  it.each([
    ["confirmation", confirmationEmail],
    ["password reset", passwordResetEmail],
  ])("%s: a text part and an HTML part, both with the absolute link, user text escaped", async (_name, template) => {
    const mail = await template({ to: "a@b.c", username: HOSTILE, link: LINK });
    expect(mail.to).toBe("a@b.c");
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain(HOSTILE);
    expect(mail.html).toContain(`href="${LINK.replace("&", "&amp;")}"`);
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).not.toContain("<img");
  });
});

/**
 * The words of our English file, as fragments between arguments and plural syntax: none may show in an email
 * written in another language (a key left English, or a sentence written in the code).
 */
const ENGLISH_FRAGMENTS = Object.values(english)
  .flatMap((message) => message.replace(/\{[^{}]*\}/g, "|").split(/[{}#|]|\b(?:count, plural|one|other)\b/))
  .map((fragment) => fragment.trim())
  .filter((fragment) => fragment.length >= 5);

const lead = (name: string, message: string, at = Date.UTC(2026, 10, 27, 14, 5)): LeadForEmail => ({
  name,
  email: "ana@example.pt",
  phone: "+351 912 345 678",
  message,
  receivedAt: new Date(at),
  timeZone: "Asia/Tokyo",
});

/** Every kind of email, written for a language, with user text that must come out escaped in the HTML. */
const EMAILS: Record<string, (language: string) => Promise<MailMessage>> = {
  confirmation: (language) => confirmationEmail({ to: "ana@example.pt", username: HOSTILE, link: LINK, language }),
  "password reset": (language) => passwordResetEmail({ to: "ana@example.pt", username: HOSTILE, link: LINK, language }),
  "visitor's address confirmation": (language) => replyConfirmationEmail({ to: "ana@example.pt", link: LINK, validFor: 7 * 24 * 60 * 60 * 1000, language }),
  "new lead": (language) => leadEmail({ to: "dono@example.pt", siteName: "Pão & Companhia", lead: lead(HOSTILE, "Olá <b>pão</b>?"), link: INBOX, language }),
  digest: (language) => leadDigestEmail({ to: "dono@example.pt", siteName: "Pão & Companhia", leads: [lead("Rui", "Primeira"), lead(HOSTILE, "Segunda <b>mensagem</b>")], link: INBOX, language }),
  reply: (language) =>
    replyEmail({
      to: "ana@example.pt",
      replyTo: "dono@example.pt",
      siteName: "Pão & Companhia",
      body: `Sim, ${HOSTILE}`,
      original: { message: "Têm <b>pão</b> de centeio?", receivedAt: new Date(Date.UTC(2026, 10, 27, 14, 5)), timeZone: "Asia/Tokyo" },
      language,
    }),
};

describe("every email in its recipient's language (docs/operations.md, Email)", () => {
  const cases = Object.keys(EMAILS).flatMap((kind) => (["pt", "ar"] as const).map((language) => [kind, language] as const));

  it.each(cases)("%s in %s: subject and both parts in the language, lang and dir on the HTML, user text escaped", async (kind, language) => {
    const mail = await EMAILS[kind]!(language);
    const inEnglish = await EMAILS[kind]!("en");
    expect(mail.subject).not.toBe(inEnglish.subject);
    expect(mail.html).toContain(`<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}">`);
    for (const part of [mail.subject, mail.text, mail.html]) {
      const left = ENGLISH_FRAGMENTS.filter((fragment) => part.includes(fragment));
      expect(left, `${kind}/${language}: English words of ours`).toEqual([]);
    }
    if (language === "ar") expect(mail.text).toMatch(/[\u0600-\u06ff]/);
    expect(mail.html).not.toMatch(/<img|<b>/);
    if (kind !== "visitor's address confirmation") expect(mail.html).toMatch(/&lt;(img src=x onerror=&quot;alert\(1\)&quot;|b)&gt;/);
  });

  it("writes times through Intl in the owner's time zone and language", async () => {
    // 14:05 UTC is 23:05 in Tokyo.
    expect((await EMAILS["new lead"]!("pt")).text).toContain("Recebida: 27/11/2026, 23:05 (hora de Asia/Tokyo)");
    expect((await EMAILS["new lead"]!("en")).text).toContain("Received: 27 Nov 2026, 23:05 (Asia/Tokyo time)");
    expect((await EMAILS.reply!("pt")).text).toContain("Escreveu para Pão & Companhia a 27/11/2026, 23:05 (hora de Asia/Tokyo):");
    expect((await leadEmail({ to: "a@b.c", siteName: "S", lead: { ...lead("Rui", "Olá"), timeZone: null }, link: INBOX, language: "pt" })).text).toContain("27/11/2026, 14:05 (UTC)");
  });

  it("keeps an address and a phone number whole in a right-to-left line", async () => {
    const text = (await EMAILS["new lead"]!("ar")).text;
    expect(text).toContain("\u2068<img src=x onerror=\"alert(1)\">\u2069 \u2066<ana@example.pt>\u2069");
    expect(text).toContain("\u2066+351 912 345 678\u2069");
    expect((await EMAILS["new lead"]!("pt")).text).not.toMatch(/[\u2066-\u2069]/);
  });

  it("says a link's lifetime with the language's plural", async () => {
    expect((await EMAILS.confirmation!("pt")).text).toContain("válida durante 24 horas");
    expect((await EMAILS["password reset"]!("ar")).text).toContain("ومدة صلاحيته ساعة واحدة");
    expect((await EMAILS["visitor's address confirmation"]!("ar")).text).toContain(`مدة صلاحية الرابط ${new Intl.NumberFormat("ar").format(7)} أيام`);
  });

  it("counts a digest's messages with Arabic's six plural forms", async () => {
    const n = (count: number) => new Intl.NumberFormat("ar").format(count);
    const subject = async (count: number) =>
      (await leadDigestEmail({ to: "a@b.c", siteName: "مخبز", leads: Array.from({ length: count }, (_, index) => lead(`زائر ${index}`, "مرحبا")), link: INBOX, language: "ar" })).subject;
    expect(await subject(0)).toBe("لا رسائل جديدة على مخبز");
    expect(await subject(1)).toBe("رسالة جديدة واحدة على مخبز");
    expect(await subject(2)).toBe("رسالتان جديدتان على مخبز");
    expect(await subject(3)).toBe(`${n(3)} رسائل جديدة على مخبز`);
    expect(await subject(11)).toBe(`${n(11)} رسالة جديدة على مخبز`);
    expect(await subject(100)).toBe(`${n(100)} رسالة جديدة على مخبز`);
  });

  it("writes English for no language or one May does not speak", async () => {
    for (const language of [null, undefined, "xx"]) expect((await confirmationEmail({ to: "a@b.c", username: "Ana", link: LINK, language })).subject).toBe("Confirm your email for May");
  });
});
