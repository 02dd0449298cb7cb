import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, uniqueIp } from "../accounts/helpers";
import { publishedSite } from "./helpers";

// docs/decisions/0872-turnstile-on-the-contact-form.md: Cloudflare Turnstile, faked at its HTTP boundary.

const VERIFY_URL = "https://turnstile.test/siteverify";
const SCRIPT_URL = "https://turnstile.test/turnstile/v0/api.js";
const KEYS = { TURNSTILE_SITE_KEY: "0x4AAAAAAAtestsitekey", TURNSTILE_SECRET_KEY: "0x4AAAAAAAtestsecret", TURNSTILE_VERIFY_URL: VERIFY_URL, TURNSTILE_SCRIPT_URL: SCRIPT_URL };

/** Cloudflare's siteverify as the fake answers it: the right secret and `good-token` pass; `down` makes it fail. */
function fakeSiteverify({ down = false } = {}) {
  const seen: URLSearchParams[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== VERIFY_URL || request.method !== "POST") return new Response("not faked", { status: 599 });
    const form = new URLSearchParams(await request.text());
    seen.push(form);
    if (down) return new Response("busy", { status: 502 });
    const success = form.get("secret") === KEYS.TURNSTILE_SECRET_KEY && form.get("response") === "good-token";
    return Response.json({ success, "error-codes": success ? [] : ["invalid-input-response"] });
  });
  return seen;
}

afterEach(() => vi.restoreAllMocks());

const typed = { name: "Ana <Costa>", email: "ana@example.com", phone: "", message: "Rye on Sundays?", started_at: String(Date.now() - 60_000) };

function post(slug: string, fields: Record<string, string>, ip = uniqueIp()) {
  return call(`/sites/${slug}/messages`, { method: "POST", ip, rawBody: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" }, env: KEYS });
}

async function inbox(projectId: number, jwt: string) {
  return (await (await call(`/projects/${projectId}/messages?folder=inbox`, { jwt })).json<{ data: { name: string }[] }>()).data;
}

describe("Turnstile on the contact form", () => {
  it("without keys the published page loads no script and its CSP allows none", async () => {
    const { project } = await publishedSite({ name: "Plain Crumb" });
    const page = await call(`http://localhost/s/${project.slug}`);
    const html = await page.text();
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html).not.toContain("cf-turnstile");
    expect(page.headers.get("content-security-policy")).not.toContain("script-src");
  });

  it("with keys the page carries the widget in its form, and its CSP allows exactly the widget's script", async () => {
    const { project } = await publishedSite({ name: "Widget Crumb" });
    const plain = await call(`http://localhost/s/${project.slug}`);
    const page = await call(`http://localhost/s/${project.slug}`, { env: KEYS });
    const html = await page.text();
    expect(html).toMatch(/<form class="form" action="[^"]+" method="post">[\s\S]*<div class="cf-turnstile" data-sitekey="0x4AAAAAAAtestsitekey"><\/div><p><button class="btn btn-primary" type="submit">[\s\S]*<\/form>/);
    expect(html.match(/<script\b[^>]*\bsrc="([^"]+)"/g)).toEqual([`<script src="${SCRIPT_URL}"`]);
    expect(html.indexOf(`<script src="${SCRIPT_URL}"`)).toBeLessThan(html.indexOf("</body>"));
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toContain(`; script-src ${SCRIPT_URL}; frame-src https://turnstile.test`);
    expect(csp).not.toContain("unsafe-eval");
    expect(page.headers.get("etag")).not.toBe(plain.headers.get("etag"));
  });

  it("a token that passes the server-side check lets the message in", async () => {
    const { jwt, project } = await publishedSite({ name: "Pass Crumb" });
    const seen = fakeSiteverify();
    const ip = uniqueIp();
    const response = await post(project.slug, { ...typed, "cf-turnstile-response": "good-token" }, ip);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you! Your message has been sent.");
    expect(seen).toHaveLength(1);
    expect(Object.fromEntries(seen[0]!)).toEqual({ secret: KEYS.TURNSTILE_SECRET_KEY, response: "good-token", remoteip: ip });
    expect((await inbox(project.id, jwt)).map((m) => m.name)).toEqual(["Ana <Costa>"]);
  });

  it("a failed or missing token is refused on a page in the site's look, with what they typed and the widget again", async () => {
    const { jwt, project } = await publishedSite({ name: "Fail Crumb" });
    const seen = fakeSiteverify();
    const failed = await post(project.slug, { ...typed, "cf-turnstile-response": "forged-token" });
    expect(failed.status).toBe(400);
    const html = await failed.text();
    expect(html).toContain("The check that you are not a robot did not pass.");
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('value="Ana &lt;Costa&gt;"');
    expect(html).toContain(">Rye on Sundays?</textarea>");
    expect(html).toContain('<div class="cf-turnstile" data-sitekey="0x4AAAAAAAtestsitekey"></div>');
    expect(failed.headers.get("content-security-policy")).toContain(`script-src ${SCRIPT_URL}`);

    const missing = await post(project.slug, typed);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Please complete the check that you are not a robot, then send your message again.");
    // A missing token is refused without asking Cloudflare.
    expect(seen).toHaveLength(1);
    expect(await inbox(project.id, jwt)).toEqual([]);

    // JSON clients get the envelope.
    const json = await call(`/sites/${project.slug}/messages`, { json: { name: "Ana", email: "ana@example.com", message: "Hi" }, env: KEYS });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: { name: "ValidationError", message: "Please complete the check that you are not a robot, then send your message again." } });
  });

  it("when the check cannot be reached the message is refused (never let through) and the visitor is asked to retry", async () => {
    const { jwt, project } = await publishedSite({ name: "Down Crumb" });
    fakeSiteverify({ down: true });
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await post(project.slug, { ...typed, "cf-turnstile-response": "good-token" });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("We could not run the check that you are not a robot just now.");
    expect(warned).toHaveBeenCalled();
    expect(await inbox(project.id, jwt)).toEqual([]);
  });

  it("refuses a site key that could break out of its attribute (a configuration mistake is a 500, never markup)", async () => {
    const { project } = await publishedSite({ name: "Key Crumb" });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const page = await call(`http://localhost/s/${project.slug}`, { env: { ...KEYS, TURNSTILE_SITE_KEY: '"><script>alert(1)</script>' } });
    expect(page.status).toBe(500);
    expect(await page.text()).not.toContain("alert(1)");
    expect(logged).toHaveBeenCalled();
    expect((env as unknown as Record<string, unknown>).TURNSTILE_SITE_KEY).toBeUndefined();
  });
});
