import { PROJECT_MESSAGES } from "@core/projects/messages";
import { FORM_STARTED_FIELD } from "@core/forms/spam";
import { type AppContext, englishText, type Settings, turnstileSettings, withTurnstile } from "@server/platform";
import { countPageView } from "@server/analytics";
import { findPublishedSite, publicSiteUrl } from "@server/publishing";
import { signFormTime } from "@server/leads";
import { inSiteLook, visitorPage, type SitePageContent } from "./visitor-pages";
import { servedCopy } from "./served-copies";
import type { SitePage, SiteRequest } from "./site-answer";

/**
 * A published site runs no script and loads nothing from elsewhere (its fonts are ours); its form may post only to the app.
 * With Turnstile configured, exactly the widget's script and its frames are allowed (docs/decisions/0872-turnstile-on-the-contact-form.md).
 * Given the page's origin (scheme, host and port as asked), the page may fetch that host's robots.txt and nothing
 * else, for audits that read it in the page's context (docs/decisions/0886-robots-txt-readable-under-the-csp.md).
 */
export function contentSecurityPolicy(env: Settings, origin?: string): string {
  const app = new URL(env.APP_URL).origin;
  const turnstile = turnstileSettings(env);
  const widget = turnstile ? `; script-src ${turnstile.scriptUrl}; frame-src ${new URL(turnstile.scriptUrl).origin}` : "";
  const robots = origin ? `; connect-src ${origin}/robots.txt` : "";
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; font-src 'self'; form-action 'self' ${app}; base-uri 'none'; frame-ancestors 'self' ${app}${robots}${widget}`;
}

/**
 * A published page: this isolate's copy of the last few seconds, else KV, else D1 (refilling KV): see
 * `servedCopy`. The transport answers it with an ETag so browsers revalidate cheaply, and a short freshness with
 * no stale serving, so a republish or an unpublish shows within a minute. A GET counts a visit. Null when the site
 * or the page is not published. Per request only what must be (docs/performance.md, "A published page against a
 * static asset"): the form's time is signed only for a page with a form, and a browser whose copy is current gets its
 * 304 without the page being assembled.
 */
export async function sitePage(app: AppContext, slug: string, request: SiteRequest, page: string | null, { absoluteFormAction = false } = {}): Promise<SitePage | null> {
  const site = await servedCopy(app, slug, page);
  if (!site) return null;
  // A visit, counted after the response without a cookie or a script (docs/decisions/0840-cookieless-visitor-counts.md).
  if (request.method === "GET") countPageView(app, site.projectId, request.visitor, page === null ? "/" : `/${page}`);
  const turnstile = turnstileSettings(app.env);
  // The page with the widget is another page than the stored one: its own ETag, so no cache keeps the other.
  const etag = turnstile ? site.etag.replace(/"$/, '-ts"') : site.etag;
  const policy = contentSecurityPolicy(app.env, request.origin);
  // The transport answers 304 to the same condition: the page would not be sent.
  if (request.conditions.get("If-None-Match") === etag) return { html: "", etag, source: site.source, contentSecurityPolicy: policy };
  // On an owner's domain the form posts to the app (the site's host serves only the site's pages).
  const body = absoluteFormAction ? site.html.replaceAll('action="/api/v1/sites/', `action="${new URL(app.env.APP_URL).origin}/api/v1/sites/`) : site.html;
  const forms = postFormTagEnds(body);
  // The time is a hint for the spam score: a page is served without it rather than not at all (no JWT_SECRET).
  const signedTime = forms.length === 0 ? null : await signFormTime(app.env, slug, Date.now()).catch((error: unknown) => (console.error(`[${app.requestId}] the form's time was not signed`, error), null));
  const html = signedTime ? insertFormTime(body, forms, signedTime) : body;
  return { html: turnstile ? withTurnstile(html, turnstile) : html, etag, source: site.source, contentSecurityPolicy: policy };
}

/** The neutral page for an address with no published site. */
export const siteNotFoundPage = () => visitorPage({ title: "Site not found", message: englishText(PROJECT_MESSAGES.siteNotFound) });

/**
 * Adds the time the page was served, signed for the site, to its contact form, for the spam score's
 * time-to-submit (docs/decisions/0703-spam-score-and-folder.md, 0704-spam-scoring-normalised-and-a-signed-form-time.md).
 * A page revalidated from a cache keeps an older time, which only makes a post look slower, never faster.
 */
export function withFormTime(html: string, signedTime: string): string {
  return insertFormTime(html, postFormTagEnds(html), signedTime);
}

/**
 * Where each `<form … method="post" …>` start tag of the page ends: the same tags as the pattern
 * /<form\b[^>]*\bmethod="post"[^>]*>/g finds, found with string searches, since the pattern is run
 * over the whole page for every visit and most pages hold one form or none.
 */
export function postFormTagEnds(html: string): number[] {
  const ends: number[] = [];
  for (let at = html.indexOf("<form"); at !== -1; ) {
    const next = html.charCodeAt(at + 5);
    const close = html.indexOf(">", at + 5);
    if (close === -1) break;
    // `\b` after "form": the next character is not a letter, digit or underscore (a tag name ends there).
    const nameEnds = Number.isNaN(next) || !/\w/.test(String.fromCharCode(next));
    if (nameEnds && METHOD_POST.test(html.slice(at + 5, close))) {
      ends.push(close + 1);
      at = html.indexOf("<form", close + 1);
    } else {
      at = html.indexOf("<form", at + 1);
    }
  }
  return ends;
}

const METHOD_POST = /(?:^|\W)method="post"/;

function insertFormTime(html: string, ends: number[], signedTime: string): string {
  if (ends.length === 0) return html;
  const input = `<input type="hidden" name="${FORM_STARTED_FIELD}" value="${signedTime}">`;
  let out = "";
  let from = 0;
  for (const end of ends) {
    out += html.slice(from, end) + input;
    from = end;
  }
  return out + html.slice(from);
}

/**
 * With SITES_DOMAIN set, `{slug}.{SITES_DOMAIN}` serves that site; returns the slug or null. `hostname` comes
 * normalised by the router (lower case, no port, no trailing dot), and the setting is read the same way.
 */
export function slugFromHost(env: Settings, hostname: string): string | null {
  const domain = env.SITES_DOMAIN?.trim().toLowerCase().replace(/^\.+|\.+$/g, "");
  if (!domain || !hostname.endsWith(`.${domain}`)) return null;
  const slug = hostname.slice(0, -(domain.length + 1));
  return /^[a-z0-9-]{1,60}$/.test(slug) ? slug : null;
}

/**
 * The page a visitor gets after posting the site's form without JavaScript (sent, or refused with what
 * they typed): in the site's own look when it is published, else the neutral page
 * (docs/decisions/0702-visitor-pages-in-the-sites-look.md).
 */
export async function visitorPageFor(app: AppContext, slug: string, content: Omit<SitePageContent, "siteUrl">): Promise<string> {
  const siteUrl = publicSiteUrl(app.env, slug);
  const site = await findPublishedSite(app, slug);
  const turnstile = turnstileSettings(app.env);
  const page = site && inSiteLook(site.html, { ...content, siteUrl });
  if (page) return turnstile ? withTurnstile(page, turnstile) : page;
  return visitorPage({ title: content.title, message: content.message, backHref: siteUrl, backLabel: "Back to the site" });
}
