import type { AppContext } from "@server/platform";
import { mailOutbox } from "@server/db";
import type { MailTransport } from "./mail-message";

/** Development transport: prints each message and keeps it in the D1 outbox shown at /dev/outbox. */
export function consoleTransport(app: AppContext): MailTransport {
  return {
    async send(message) {
      console.info(`[mail] to ${message.to}${message.replyTo ? ` (reply to ${message.replyTo})` : ""}: ${message.subject}\n${message.text}`);
      await app.db.insert(mailOutbox).values({ ...message, replyTo: message.replyTo ?? null });
    },
  };
}
