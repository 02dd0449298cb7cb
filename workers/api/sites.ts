import { Hono, type Context } from "hono";
import { siteMessageSchema } from "../../app/lib/projects/project-schemas";
import { PROJECT_MESSAGES } from "../../app/lib/projects/project-copy";
import { AUTH_MESSAGES } from "../../app/lib/constants";
import { HONEYPOT_FIELD } from "../../app/lib/honeypot";
import { ApiError } from "./errors";
import { allowPublicFormSubmission } from "../security/rate-limit";
import { receiveSiteMessage } from "../sites/publish/site-messages";
import { visitorPage } from "../sites/publish/visitor-pages";
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
  if (!(await allowPublicFormSubmission(c.env, "sites/messages", c.req.raw))) return refuse(429, AUTH_MESSAGES.tooManyRequests);
  const fields = await readFields(c);
  const thanks = () =>
    html
      ? c.html(visitorPage({ title: "Message sent", message: PROJECT_MESSAGES.messageThanks, backHref: back, backLabel: "Back to the site" }), 200)
      : c.json({ data: { sent: true } }, 200);
  // A bot that fills the hidden field is thanked and ignored.
  if (typeof fields[HONEYPOT_FIELD] === "string" && fields[HONEYPOT_FIELD] !== "") return thanks();
  const parsed = siteMessageSchema.safeParse(fields);
  if (!parsed.success) return refuse(400, parsed.error.issues.map((issue) => issue.message).join(" "));
  try {
    await receiveSiteMessage(c.var.app, slug, parsed.data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return refuse(404, PROJECT_MESSAGES.siteNotFound);
    throw error;
  }
  return thanks();
});
