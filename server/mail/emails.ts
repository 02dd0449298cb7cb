import { AUTH_TOKEN_TTL_MS, PRODUCT_NAME } from "@core/constants";
import { appLanguageOf, textDirection, type AppLanguage } from "@core/i18n/app-languages";
import type { AppMessageKeyOf } from "@core/i18n/keys";
import { shownTimeZone } from "@core/time-zone";
import { serverText } from "@server/platform";
import type { MailMessage } from "./mail-message";
// Usernames and visitors' messages are user input; every text goes into the HTML part through the one escaper.
import { escapeMarkup } from "@core/markup";

/**
 * Every email is written in its recipient's language from the `mail` message files (docs/operations.md, "Email"):
 * an owner's in their account's language, a site visitor's in the site's. Unknown or missing means English.
 */
export type MailLanguage = AppLanguage | string | null | undefined;

/** The locale dates are written in: British English's day-month order, and Portugal's Portuguese. */
const DATE_LOCALES: Partial<Record<AppLanguage, string>> = { en: "en-GB", pt: "pt-PT" };

type MailKey = AppMessageKeyOf<"mail">;

/** One email's words: `t` formats a `mail` key in the language, `when` a moment in the time zone (null gives UTC, named). */
async function wordsFor(language: MailLanguage, timeZone?: string | null) {
  const lang: AppLanguage = appLanguageOf(language);
  const zone = shownTimeZone(timeZone);
  const { t } = await serverText(lang, ["mail"], zone);
  const format = new Intl.DateTimeFormat(DATE_LOCALES[lang] ?? lang, { dateStyle: "medium", timeStyle: "short", timeZone: zone });
  return {
    lang,
    dir: textDirection(lang),
    t: (key: MailKey, values?: Record<string, string | number>) => t(key, values),
    /**
     * An address or a phone number inside a right-to-left sentence, kept whole and left to right between Unicode
     * isolates, so its brackets and digits do not trade places with our words; a name keeps its own direction.
     */
    leftToRight: (value: string) => (textDirection(lang) === "rtl" ? `\u2066${value}\u2069` : value),
    ownDirection: (value: string) => (textDirection(lang) === "rtl" ? `\u2068${value}\u2069` : value),
    /** "27 Nov 2026, 14:05" and the zone's name ("Europe/Lisbon time"), each in the language. */
    when: (at: Date) => ({ when: format.format(at), zone: zone === "UTC" ? zone : t("mail.zone", { zone: zone.replaceAll("_", " ") }) }),
    /** A duration in whole units as people say it ("24 hours", "7 days"); hours up to two days. */
    duration: (ms: number) => {
      const units = [
        ["mail.duration.days", 24 * 60 * 60 * 1000],
        ["mail.duration.hours", 60 * 60 * 1000],
        ["mail.duration.minutes", 60 * 1000],
      ] as const;
      for (const [key, size] of units) {
        if (key === "mail.duration.days" && ms <= 2 * size) continue;
        if (ms >= size && ms % size === 0) return t(key, { count: ms / size });
      }
      return t("mail.duration.seconds", { count: Math.max(1, Math.round(ms / 1000)) });
    },
  };
}
type Words = Awaited<ReturnType<typeof wordsFor>>;

/** The frame every email shares: the page in the language and its direction, the card (`width` px at most), our name and the heading. */
function frame(words: Words, { heading, width, headingSize, content }: { heading: string; width: number; headingSize: { font: number; line: number }; content: string }) {
  return `<!doctype html>
<html lang="${words.lang}" dir="${words.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(heading)}</title></head>
<body style="margin:0;padding:32px 16px;background:#fbf9f6;font-family:Inter,-apple-system,'Segoe UI',sans-serif;color:#1b1530">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:${width}px;background:#ffffff;border:1px solid #e7e2da;border-radius:20px">
<tr><td dir="${words.dir}" style="padding:36px 32px;text-align:${words.dir === "rtl" ? "right" : "left"}">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#5631d8">${escapeMarkup(PRODUCT_NAME)}</p>
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:${headingSize.font}px;line-height:${headingSize.line}px;color:#1b1530">${escapeMarkup(heading)}</h1>
${content}
</td></tr></table>
</td></tr></table>
</body></html>`;
}

function layout(words: Words, { heading, paragraphs, action, link, footnote }: { heading: string; paragraphs: string[]; action: string; link: string; footnote: string }) {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#4a4560">${escapeMarkup(text)}</p>`).join("");
  return frame(words, {
    heading,
    width: 520,
    headingSize: { font: 26, line: 32 },
    content: `${body}
<p style="margin:24px 0"><a href="${escapeMarkup(link)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#1b1530;color:#ffffff;font-weight:600;font-size:14px;text-decoration:none">${escapeMarkup(action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#4a4560">${escapeMarkup(words.t("mail.linkFallback"))}</p>
<p dir="ltr" style="margin:0 0 24px;font-size:13px;line-height:20px;word-break:break-all"><a href="${escapeMarkup(link)}" style="color:#5631d8">${escapeMarkup(link)}</a></p>
<p style="margin:0;font-size:12px;line-height:18px;color:#4a4560">${escapeMarkup(footnote)}</p>`,
  });
}

/** An email with one button (confirmation, reset, a visitor's address): the text part says the same, with the link. */
function actionEmail(words: Words, to: string, parts: { subject: string; heading: string; paragraphs: string[]; textAction: string; action: string; link: string; footnote: string }): MailMessage {
  const { subject, heading, paragraphs, textAction, action, link, footnote } = parts;
  return {
    to,
    subject,
    text: `${paragraphs.join("\n\n")}\n\n${textAction}\n\n${footnote}\n`,
    html: layout(words, { heading, paragraphs, action, link, footnote }),
  };
}

/** The email that confirms an address (after signup, a resend, or an email change), in the account's language. */
export async function confirmationEmail({ to, username, link, language }: { to: string; username: string; link: string; language?: MailLanguage }): Promise<MailMessage> {
  const words = await wordsFor(language);
  const { t } = words;
  return actionEmail(words, to, {
    subject: t("mail.confirmation.subject"),
    heading: t("mail.confirmation.heading"),
    paragraphs: [t("mail.greeting", { username }), t("mail.confirmation.ask", { email: words.leftToRight(to) })],
    textAction: t("mail.confirmation.textAction", { link }),
    action: t("mail.confirmation.action"),
    link,
    footnote: t("mail.confirmation.footnote", { validFor: words.duration(AUTH_TOKEN_TTL_MS.emailConfirmation) }),
  });
}

/** The email with a password reset link, in the account's language. */
export async function passwordResetEmail({ to, username, link, language }: { to: string; username: string; link: string; language?: MailLanguage }): Promise<MailMessage> {
  const words = await wordsFor(language);
  const { t } = words;
  return actionEmail(words, to, {
    subject: t("mail.reset.subject"),
    heading: t("mail.reset.heading"),
    paragraphs: [t("mail.greeting", { username }), t("mail.reset.ask")],
    textAction: t("mail.reset.textAction", { link }),
    action: t("mail.reset.action"),
    link,
    footnote: t("mail.reset.footnote", { validFor: words.duration(AUTH_TOKEN_TTL_MS.passwordReset) }),
  });
}

/**
 * Asks a visitor to confirm their address before an owner's reply goes to it
 * (docs/decisions/0874-replies-wait-for-the-visitor-to-confirm-their-address.md), in the site's language. Our fixed
 * words only: no site name, no owner's text, no visitor's text, since whoever filled in the form chose the address.
 */
export async function replyConfirmationEmail({ to, link, validFor, language }: { to: string; link: string; validFor: number; language?: MailLanguage }): Promise<MailMessage> {
  const words = await wordsFor(language);
  const { t } = words;
  return actionEmail(words, to, {
    subject: t("mail.replyConfirmation.subject"),
    heading: t("mail.replyConfirmation.heading"),
    paragraphs: [t("mail.replyConfirmation.ask")],
    textAction: t("mail.replyConfirmation.textAction", { link }),
    action: t("mail.replyConfirmation.action"),
    link,
    footnote: t("mail.replyConfirmation.footnote", { validFor: words.duration(validFor) }),
  });
}

/** One visitor's message as a lead email or digest shows it. */
export interface LeadForEmail {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  receivedAt: Date;
  /** The owner's time zone (docs/decisions/0871-times-in-the-owners-time-zone.md); null gives UTC, named. */
  timeZone?: string | null;
}

/** Who wrote, their phone and when, then the message (the text part's lines; the HTML shows the same). */
function leadLines(words: Words, lead: LeadForEmail): { details: string[]; message: string } {
  const details = [
    words.t("mail.lead.from", { sender: `${words.ownDirection(lead.name)} ${words.leftToRight(`<${lead.email}>`)}` }),
    ...(lead.phone ? [words.t("mail.lead.phone", { phone: words.leftToRight(lead.phone) })] : []),
    words.t("mail.lead.received", words.when(lead.receivedAt)),
  ];
  return { details, message: lead.message };
}

function leadText(words: Words, lead: LeadForEmail): string {
  const { details, message } = leadLines(words, lead);
  return `${details.join("\n")}\n\n${message}`;
}

function leadHtml(words: Words, lead: LeadForEmail): string {
  const { details, message } = leadLines(words, lead);
  return `<div style="margin:0 0 20px;padding:16px;border:1px solid #e7e2da;border-radius:12px"><p style="margin:0 0 10px;font-size:13px;line-height:20px;color:#4a4560">${details.map((line) => escapeMarkup(line)).join("<br>")}</p><p dir="auto" style="margin:0;font-size:15px;line-height:24px;color:#1b1530;white-space:pre-wrap">${escapeMarkup(message)}</p></div>`;
}

function leadLayout(words: Words, { heading, intro, leads, link }: { heading: string; intro: string; leads: LeadForEmail[]; link: string }) {
  return frame(words, {
    heading,
    width: 560,
    headingSize: { font: 24, line: 30 },
    content: `<p style="margin:0 0 20px;font-size:15px;line-height:24px;color:#4a4560">${escapeMarkup(intro)}</p>
${leads.map((lead) => leadHtml(words, lead)).join("\n")}
<p style="margin:8px 0 24px"><a href="${escapeMarkup(link)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#1b1530;color:#ffffff;font-weight:600;font-size:14px;text-decoration:none">${escapeMarkup(words.t("mail.lead.open"))}</a></p>
<p style="margin:0;font-size:12px;line-height:18px;color:#4a4560">${escapeMarkup(words.t("mail.lead.footnote"))}</p>`,
  });
}

/** The end of a lead email's text part: the inbox link and why the owner gets these emails. */
function leadTextEnd(words: Words, link: string): string {
  return `${words.t("mail.lead.allMessages", { link })}\n\n${words.t("mail.lead.footnote")}\n`;
}

/** A subject line from visitor text: control characters (line breaks included) become spaces, at most 150 characters. */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").slice(0, 150);
}

/**
 * A new message from a site's contact form, to its owner in their account's language and time zone; replies go to
 * the visitor (docs/decisions/0700-leads-by-email-and-a-digest.md).
 */
export async function leadEmail({ to, siteName, lead, link, language }: { to: string; siteName: string; lead: LeadForEmail; link: string; language?: MailLanguage }): Promise<MailMessage> {
  const words = await wordsFor(language, lead.timeZone);
  const intro = words.t("mail.lead.intro", { name: lead.name, site: siteName });
  return {
    to,
    replyTo: lead.email,
    subject: oneLine(words.t("mail.lead.subject", { name: lead.name, site: siteName })),
    text: `${intro}\n\n${leadText(words, lead)}\n\n${leadTextEnd(words, link)}`,
    html: leadLayout(words, { heading: words.t("mail.lead.heading", { site: siteName }), intro, leads: [lead], link }),
  };
}

/** The messages that came within a minute of an alert, in one email (oldest first); reply-to only when one visitor wrote them all. */
export async function leadDigestEmail({ to, siteName, leads, link, language }: { to: string; siteName: string; leads: LeadForEmail[]; link: string; language?: MailLanguage }): Promise<MailMessage> {
  const words = await wordsFor(language, leads[0]?.timeZone);
  const count = leads.length;
  const subject = oneLine(words.t("mail.digest.subject", { count, site: siteName }));
  const senders = new Set(leads.map((lead) => lead.email.toLowerCase()));
  const intro = words.t("mail.digest.intro", { count, site: siteName });
  const text = leads.map((lead) => leadText(words, lead)).join("\n\n---\n\n");
  return {
    to,
    ...(senders.size === 1 ? { replyTo: leads[0]!.email } : {}),
    subject,
    text: `${intro}\n\n${text}\n\n${leadTextEnd(words, link)}`,
    html: leadLayout(words, { heading: subject, intro, leads, link }),
  };
}

/**
 * The owner's reply to a visitor, written in the app (docs/decisions/0870-inbox-delete-undo-search-reply.md):
 * sent from our address with reply-to the owner, so the visitor's answer reaches them; it quotes the
 * visitor's message and says where it comes from, since the visitor never heard of us. Our words around the owner's
 * are in the site's language, which the visitor read the site in; the time is the owner's.
 */
export async function replyEmail({ to, replyTo, siteName, body, original, language }: { to: string; replyTo: string; siteName: string; body: string; original: { message: string; receivedAt: Date; timeZone: string | null }; language?: MailLanguage }): Promise<MailMessage> {
  const words = await wordsFor(language, original.timeZone);
  const { t } = words;
  const subject = oneLine(t("mail.reply.subject", { site: siteName }));
  const quoteIntro = t("mail.reply.quoteIntro", { site: siteName, ...words.when(original.receivedAt) });
  const footnote = t("mail.reply.footnote", { site: siteName });
  const quoted = original.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const edge = words.dir === "rtl" ? "right" : "left";
  return {
    to,
    replyTo,
    subject,
    text: `${body}\n\n${quoteIntro}\n${quoted}\n\n${footnote}\n`,
    html: frame(words, {
      heading: t("mail.reply.heading", { site: siteName }),
      width: 560,
      headingSize: { font: 24, line: 30 },
      content: `<p dir="auto" style="margin:0 0 20px;font-size:15px;line-height:24px;color:#1b1530;white-space:pre-wrap">${escapeMarkup(body)}</p>
<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#4a4560">${escapeMarkup(quoteIntro)}</p>
<blockquote dir="auto" style="margin:0 0 24px;padding:12px 16px;border-${edge}:3px solid #e7e2da;font-size:14px;line-height:22px;color:#4a4560;white-space:pre-wrap">${escapeMarkup(original.message)}</blockquote>
<p style="margin:0;font-size:12px;line-height:18px;color:#4a4560">${escapeMarkup(footnote)}</p>`,
    }),
  };
}
