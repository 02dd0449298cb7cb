import { DomainError } from "@core/errors";
import { Hono, type Context } from "hono";
import { siteMessageSchema } from "@core/projects/schemas";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { AUTH_MESSAGES } from "@core/constants";
import { isHoneypotFilled } from "@core/forms/honeypot";
import { ApiError } from "./errors";
import { allowPublicFormSubmission } from "@server/security/rate-limit";
import { receiveSiteMessage } from "@server/sites/publish/site-messages";
import { visitorPage } from "@server/sites/publish/visitor-pages";
import type { ApiEnv } from "./types";

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

/** /api/v1/sites/:slug/messages: the contact form of a published site (public, rate limited, honeypot). */
export const sitesApi = new Hono<ApiEnv>().post(`${slugParam}/messages`, async (c) => {
  const slug = c.req.param("slug");
  const back = `/s/${slug}`;
  const html = wantsHtml(c);
  const refuse = (status: 400 | 404 | 429, message: string) => {
    if (!html) throw new ApiError(status, status === 429 ? "RateLimitError" : status === 404 ? "NotFoundError" : "ValidationError", message);
    return c.html(visitorPage({ title: "Your message was not sent", message, backHref: back, backLabel: "Back to the site" }), status);
  };
  if (!(await allowPublicFormSubmission(c.var.app.env, "sites/messages", c.req.raw))) return refuse(429, AUTH_MESSAGES.tooManyRequests);
  const fields = await readFields(c);
  const thanks = () =>
    html
      ? c.html(visitorPage({ title: "Message sent", message: PROJECT_MESSAGES.messageThanks, backHref: back, backLabel: "Back to the site" }), 200)
      : c.json({ data: { sent: true } }, 200);
  // A bot that fills the hidden field is thanked and ignored.
  if (isHoneypotFilled(fields)) return thanks();
  const parsed = siteMessageSchema.safeParse(fields);
  if (!parsed.success) return refuse(400, parsed.error.issues.map((issue) => issue.message).join(" "));
  try {
    await receiveSiteMessage(c.var.app, slug, parsed.data);
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND") return refuse(404, PROJECT_MESSAGES.siteNotFound);
    throw error;
  }
  return thanks();
});
