import { AUTH_TOKEN_TTL_MS, PRODUCT_NAME } from "@core/constants";
import type { MailMessage } from "./mail-message";
import { describeDuration } from "@core/time";
import { formatInTimeZone, timeZoneLabel } from "@core/time-zone";
// Usernames and visitors' messages are user input; every text goes into the HTML part through the one escaper.
import { escapeMarkup } from "@core/markup";

/** The frame every email shares: the page, the card (`width` px at most), our name and the heading. */
function frame({ heading, width, headingSize, content }: { heading: string; width: number; headingSize: { font: number; line: number }; content: string }) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(heading)}</title></head>
<body style="margin:0;padding:32px 16px;background:#fbf9f6;font-family:Inter,-apple-system,'Segoe UI',sans-serif;color:#1b1530">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:${width}px;background:#ffffff;border:1px solid #e7e2da;border-radius:20px">
<tr><td style="padding:36px 32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#5631d8">${escapeMarkup(PRODUCT_NAME)}</p>
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:${headingSize.font}px;line-height:${headingSize.line}px;color:#1b1530">${escapeMarkup(heading)}</h1>
${content}
</td></tr></table>
</td></tr></table>
</body></html>`;
}

function layout({ heading, paragraphs, action, link, footnote }: { heading: string; paragraphs: string[]; action: string; link: string; footnote: string }) {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#4a4560">${escapeMarkup(text)}</p>`).join("");
  return frame({
    heading,
    width: 520,
    headingSize: { font: 26, line: 32 },
    content: `${body}
<p style="margin:24px 0"><a href="${escapeMarkup(link)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#1b1530;color:#ffffff;font-weight:600;font-size:14px;text-decoration:none">${escapeMarkup(action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#4a4560">If the button does not work, paste this link into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;line-height:20px;word-break:break-all"><a href="${escapeMarkup(link)}" style="color:#5631d8">${escapeMarkup(link)}</a></p>
<p style="margin:0;font-size:12px;line-height:18px;color:#4a4560">${escapeMarkup(footnote)}</p>`,
  });
}

/** The email that confirms an address (after signup, a resend, or an email change). */
export function confirmationEmail({ to, username, link }: { to: string; username: string; link: string }): MailMessage {
  const subject = `Confirm your email for ${PRODUCT_NAME}`;
  const greeting = `Hi ${username},`;
  const ask = `Please confirm that ${to} is your email address to finish setting up your ${PRODUCT_NAME} account.`;
  const footnote = `The link works once and expires in ${describeDuration(AUTH_TOKEN_TTL_MS.emailConfirmation)}. If you did not ask for this, you can ignore this email.`;
  return {
    to,
    subject,
    text: `${greeting}\n\n${ask}\n\nConfirm your email: ${link}\n\n${footnote}\n`,
    html: layout({ heading: "Confirm your email", paragraphs: [greeting, ask], action: "Confirm my email", link, footnote }),
  };
}

/** The email with a password reset link. */
export function passwordResetEmail({ to, username, link }: { to: string; username: string; link: string }): MailMessage {
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const greeting = `Hi ${username},`;
  const ask = "Someone asked to reset the password of your account. Choose a new password with the link below.";
  const footnote = `The link works once and expires in ${describeDuration(AUTH_TOKEN_TTL_MS.passwordReset)}. If you did not ask for this, ignore this email: your password stays the same.`;
  return {
    to,
    subject,
    text: `${greeting}\n\n${ask}\n\nReset your password: ${link}\n\n${footnote}\n`,
    html: layout({ heading: "Reset your password", paragraphs: [greeting, ask], action: "Choose a new password", link, footnote }),
  };
}

/**
 * Asks a visitor to confirm their address before an owner's reply goes to it
 * (docs/decisions/0874-replies-wait-for-the-visitor-to-confirm-their-address.md). Our fixed words only: no
 * site name, no owner's text, no visitor's text, since whoever filled in the form chose the address.
 */
export function replyConfirmationEmail({ to, link, validFor }: { to: string; link: string; validFor: number }): MailMessage {
  const subject = "Confirm your address to receive an answer";
  const ask = `Someone used this address to write through the contact form of a website made with ${PRODUCT_NAME}, and the website has answered. To receive the answer by email, confirm that this address is yours.`;
  const footnote = `The link works for ${describeDuration(validFor)}. If you did not write to a website, ignore this email: the answer is not sent unless you confirm.`;
  return {
    to,
    subject,
    text: `${ask}\n\nConfirm and receive the answer: ${link}\n\n${footnote}\n`,
    html: layout({ heading: "Confirm your address", paragraphs: [ask], action: "Confirm my address", link, footnote }),
  };
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

function leadLines(lead: LeadForEmail): string[] {
  const received = `${formatInTimeZone(lead.receivedAt, lead.timeZone)} (${timeZoneLabel(lead.timeZone)})`;
  return [`From: ${lead.name} <${lead.email}>`, ...(lead.phone ? [`Phone: ${lead.phone}`] : []), `Received: ${received}`, "", lead.message];
}

function leadHtml(lead: LeadForEmail): string {
  const details = leadLines(lead).slice(0, -2).map((line) => escapeMarkup(line)).join("<br>");
  return `<div style="margin:0 0 20px;padding:16px;border:1px solid #e7e2da;border-radius:12px"><p style="margin:0 0 10px;font-size:13px;line-height:20px;color:#4a4560">${details}</p><p style="margin:0;font-size:15px;line-height:24px;color:#1b1530;white-space:pre-wrap">${escapeMarkup(lead.message)}</p></div>`;
}

function leadLayout({ heading, intro, leads, link, footnote }: { heading: string; intro: string; leads: LeadForEmail[]; link: string; footnote: string }) {
  return frame({
    heading,
    width: 560,
    headingSize: { font: 24, line: 30 },
    content: `<p style="margin:0 0 20px;font-size:15px;line-height:24px;color:#4a4560">${escapeMarkup(intro)}</p>
${leads.map(leadHtml).join("\n")}
<p style="margin:8px 0 24px"><a href="${escapeMarkup(link)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#1b1530;color:#ffffff;font-weight:600;font-size:14px;text-decoration:none">Open your messages</a></p>
<p style="margin:0;font-size:12px;line-height:18px;color:#4a4560">${escapeMarkup(footnote)}</p>`,
  });
}

/** A subject line from visitor text: control characters (line breaks included) become spaces, at most 150 characters. */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").slice(0, 150);
}

const LEAD_FOOTNOTE = "You get these emails because email alerts are on for this site. Turn them off on the project page.";

/** A new message from a site's contact form, to its owner; replies go to the visitor (docs/decisions/0700-leads-by-email-and-a-digest.md). */
export function leadEmail({ to, siteName, lead, link }: { to: string; siteName: string; lead: LeadForEmail; link: string }): MailMessage {
  const subject = oneLine(`New message from ${lead.name} on ${siteName}`);
  const intro = `${lead.name} wrote through the contact form of ${siteName}. Reply to this email to answer them.`;
  return {
    to,
    replyTo: lead.email,
    subject,
    text: `${intro}\n\n${leadLines(lead).join("\n")}\n\nAll messages: ${link}\n\n${LEAD_FOOTNOTE}\n`,
    html: leadLayout({ heading: `New message on ${siteName}`, intro, leads: [lead], link, footnote: LEAD_FOOTNOTE }),
  };
}

/** The messages that came within a minute of an alert, in one email (oldest first); reply-to only when one visitor wrote them all. */
export function leadDigestEmail({ to, siteName, leads, link }: { to: string; siteName: string; leads: LeadForEmail[]; link: string }): MailMessage {
  const count = leads.length;
  const subject = oneLine(`${count} new message${count === 1 ? "" : "s"} on ${siteName}`);
  const senders = new Set(leads.map((lead) => lead.email.toLowerCase()));
  const intro = `${count === 1 ? "A message" : `${count} messages`} came through the contact form of ${siteName}. Reply to a visitor by writing to their address.`;
  const text = leads.map((lead) => leadLines(lead).join("\n")).join("\n\n---\n\n");
  return {
    to,
    ...(senders.size === 1 ? { replyTo: leads[0]!.email } : {}),
    subject,
    text: `${intro}\n\n${text}\n\nAll messages: ${link}\n\n${LEAD_FOOTNOTE}\n`,
    html: leadLayout({ heading: subject, intro, leads, link, footnote: LEAD_FOOTNOTE }),
  };
}

/**
 * The owner's reply to a visitor, written in the app (docs/decisions/0870-inbox-delete-undo-search-reply.md):
 * sent from our address with reply-to the owner, so the visitor's answer reaches them; it quotes the
 * visitor's message and says where it comes from, since the visitor never heard of us.
 */
export function replyEmail({ to, replyTo, siteName, body, original }: { to: string; replyTo: string; siteName: string; body: string; original: { message: string; receivedAt: Date; timeZone: string | null } }): MailMessage {
  const subject = oneLine(`Re: your message to ${siteName}`);
  const when = `${formatInTimeZone(original.receivedAt, original.timeZone)} (${timeZoneLabel(original.timeZone)})`;
  const quoteIntro = `You wrote to ${siteName} on ${when}:`;
  const footnote = `${siteName} answered your message through its website, made with ${PRODUCT_NAME}. Reply to this email to write back to them.`;
  const quoted = original.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    to,
    replyTo,
    subject,
    text: `${body}\n\n${quoteIntro}\n${quoted}\n\n${footnote}\n`,
    html: frame({
      heading: `A reply from ${siteName}`,
      width: 560,
      headingSize: { font: 24, line: 30 },
      content: `<p style="margin:0 0 20px;font-size:15px;line-height:24px;color:#1b1530;white-space:pre-wrap">${escapeMarkup(body)}</p>
<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#4a4560">${escapeMarkup(quoteIntro)}</p>
<blockquote style="margin:0 0 24px;padding:12px 16px;border-left:3px solid #e7e2da;font-size:14px;line-height:22px;color:#4a4560;white-space:pre-wrap">${escapeMarkup(original.message)}</blockquote>
<p style="margin:0;font-size:12px;line-height:18px;color:#4a4560">${escapeMarkup(footnote)}</p>`,
    }),
  };
}
