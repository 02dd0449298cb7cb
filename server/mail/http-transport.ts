
import type { MailTransport } from "./mail-message";
import { ConfigurationError, type Settings } from "@server/platform";

export const DEFAULT_MAIL_API_BASE_URL = "https://api.resend.com";

/** A failed hand-over to the mail provider (its status; never its body, which may echo the message). */
export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
}

/**
 * Production transport: an HTTP provider with Resend's API shape (`POST {base}/emails`, Bearer key,
 * JSON `{ from, to[], subject, text, html, reply_to? }` → `{ id }`). The base URL is configurable (MAIL_API_BASE_URL).
 */
export function httpTransport(env: Settings): MailTransport {
  const apiKey = env.MAIL_API_KEY;
  if (!apiKey) throw new ConfigurationError("MAIL_API_KEY is not set (required by MAIL_TRANSPORT=resend)");
  const endpoint = `${(env.MAIL_API_BASE_URL?.trim() || DEFAULT_MAIL_API_BASE_URL).replace(/\/+$/, "")}/emails`;
  return {
    async send({ from, to, subject, text, html, replyTo }) {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${apiKey}`,
          "Content-Type": "application/json",
          "User-Agent": "may-site-builder",
        },
        body: JSON.stringify({ from, to: [to], subject, text, html, ...(replyTo ? { reply_to: replyTo } : {}) }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        await response.body?.cancel();
        // For the operator's log, not a reader: the sender's caller logs it and shows its own message.
        // eslint-disable-next-line ui-text/sentences
        throw new MailDeliveryError(`Mail provider answered ${response.status}`);
      }
      await response.body?.cancel();
    },
  };
}
