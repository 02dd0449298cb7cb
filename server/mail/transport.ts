import { type AppContext, ConfigurationError, isDevelopment, type Settings } from "@server/platform";

import { consoleTransport } from "./console-transport";
import { httpTransport } from "./http-transport";
import type { MailMessage, MailTransport } from "./mail-message";

export const DEFAULT_MAIL_FROM = "May <no-reply@may.example>";

/** The configured transport: MAIL_TRANSPORT, else `console` in development and the HTTP provider elsewhere. */
export function mailTransport(app: AppContext): MailTransport {
  const env: Settings = app.env;
  const name = env.MAIL_TRANSPORT?.trim() || (isDevelopment(env) ? "console" : "resend");
  if (name === "console") return consoleTransport(app);
  if (name === "resend") return httpTransport(env);
  throw new ConfigurationError(`MAIL_TRANSPORT "${name}" is not one of: console, resend`);
}

/** Sends one email through the configured transport, from MAIL_FROM. */
export async function sendMail(app: AppContext, message: MailMessage): Promise<void> {
  await mailTransport(app).send({ ...message, from: app.env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM });
}

/**
 * Runs mail work after the response is sent (`waitUntil`): the answer does not wait on the provider,
 * its timing says nothing about whether an address exists, and a failure is logged, never lost silently.
 */
export function sendInBackground(app: AppContext, what: string, work: () => Promise<void>): void {
  app.executionCtx.waitUntil(
    work().catch((error: unknown) => {
      console.error(`[${app.requestId}] ${what} failed`, error);
    }),
  );
}
