import { DomainError } from "@core/errors";
import { Hono, type Context } from "hono";
import { siteMessageSchema } from "@core/projects/schemas";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { AUTH_MESSAGES } from "@core/constants";
import { isHoneypotFilled } from "@core/forms/honeypot";
import { FORM_STARTED_FIELD, readFormTimeField } from "@core/forms/spam";
import { ApiError } from "./errors";
import { allowPublicFormSubmission, clientAddress, englishText, TURNSTILE_FIELD, turnstileSettings, type TurnstileVerdict, verifyTurnstile } from "@server/platform";
import { receiveSiteMessage } from "@server/leads";
import { type ContactFormValues, contentSecurityPolicy, type SitePageContent, visitorPageFor } from "@server/public-site";
import { messagesUrl } from "@server/publishing";
import type { ApiEnv } from "./api-env";

/** What a visitor reads when the Turnstile check did not pass (docs/decisions/0872-turnstile-on-the-contact-form.md). */
const TURNSTILE_REFUSALS: Record<Exclude<TurnstileVerdict, "passed">, { status: 400 | 503; message: string }> = {
  missing: { status: 400, message: "Please complete the check that you are not a robot, then send your message again." },
  failed: { status: 400, message: "The check that you are not a robot did not pass. Please try it again, then send your message." },
  unavailable: { status: 503, message: "We could not run the check that you are not a robot just now. Please try again in a minute." },
};

const slugParam = "/:slug{[a-z0-9-]{1,60}}";

/** A published site's form posts natively (no JavaScript), so it gets pages back; API clients get JSON. */
function wantsHtml(c: Context) {
  return !(c.req.header("content-type") ?? "").includes("application/json");
}

async function readFields(c: Context): Promise<Record<string, unknown>> {
  if (!wantsHtml(c)) return (await c.req.json().catch(() => null)) ?? {};
  const form = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(Object.entries(form).map(([key, value]) => [key, typeof value === "string" ? value : ""]));
}

/** What the visitor typed, to put back in the form when it is refused. */
function typed(fields: Record<string, unknown>): ContactFormValues {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return { name: text(fields.name), email: text(fields.email), phone: text(fields.phone), message: text(fields.message), formTime: readFormTimeField(fields[FORM_STARTED_FIELD]) };
}

/**
 * /api/v1/sites/:slug/messages: the contact form of a published site (public, rate limited, honeypot).
 * Pages answer in the site's own look (docs/decisions/0702-visitor-pages-in-the-sites-look.md); JSON
 * clients get the envelope as before.
 */
export const sitesApi = new Hono<ApiEnv>().post(`${slugParam}/messages`, async (c) => {
  const slug = c.req.param("slug");
  const html = wantsHtml(c);
  // Read before the limit is checked, so a refused visitor gets back what they typed.
  const fields = await readFields(c);
  const page = async (status: 200 | 400 | 404 | 429 | 503, title: string, message: string, withForm: boolean, translated: SitePageContent["translated"]) =>
    c.html(
      await visitorPageFor(c.var.app, slug, { title, message, translated, ...(withForm ? { form: { action: messagesUrl(c.var.app.env, slug), values: typed(fields) } } : {}) }),
      status,
      { "Content-Security-Policy": contentSecurityPolicy(c.var.app.env), "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
    );
  const refuse = (status: 400 | 404 | 429 | 503, message: string) => {
    if (!html) throw new ApiError(status, status === 429 ? "RateLimitError" : status === 404 ? "NotFoundError" : status === 503 ? "ServiceUnavailableError" : "ValidationError", message);
    const reason = status === 429 ? "visitor.tooMany" : status === 404 ? "visitor.notPublished" : status === 503 ? "visitor.unavailable" : "visitor.checkForm";
    return page(status, "Your message was not sent", message, status !== 404, { title: "visitor.notSentTitle", message: reason });
  };
  if (!(await allowPublicFormSubmission(c.var.app.env, "sites/messages", c.req.raw))) return refuse(429, AUTH_MESSAGES.tooManyRequests);
  const thanks = () => (html ? page(200, "Message sent", englishText(PROJECT_MESSAGES.messageThanks), false, { title: "visitor.sentTitle", message: "visitor.sentBody" }) : c.json({ data: { sent: true } }, 200));
  // A bot that fills the hidden field is thanked and ignored.
  if (isHoneypotFilled(fields)) return thanks();
  const parsed = siteMessageSchema.safeParse(fields);
  if (!parsed.success) return refuse(400, parsed.error.issues.map((issue) => englishText(issue.message)).join(" "));
  // With Turnstile configured, its token must pass the server-side check (the widget alone proves nothing).
  const turnstile = turnstileSettings(c.var.app.env);
  if (turnstile) {
    const verdict = await verifyTurnstile(turnstile, fields[TURNSTILE_FIELD], c.req.header("cf-connecting-ip") ? clientAddress(c.req.raw) : null);
    if (verdict !== "passed") return refuse(TURNSTILE_REFUSALS[verdict].status, TURNSTILE_REFUSALS[verdict].message);
  }
  try {
    await receiveSiteMessage(c.var.app, slug, parsed.data, { formTime: fields[FORM_STARTED_FIELD] });
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND") return refuse(404, englishText(PROJECT_MESSAGES.siteNotFound));
    throw error;
  }
  return thanks();
});
