import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { buildAppContext, type Settings } from "@server/platform";
import fc from "fast-check";
import { FORM_STARTED_FIELD } from "@core/forms/spam";
import { postFormTagEnds, sitePage, slugFromHost, withFormTime } from "./serve-site";
import type { SiteRequest } from "./site-answer";

const withDomain = (SITES_DOMAIN: string) => ({ SITES_DOMAIN }) as Settings;

describe("a site's subdomain under SITES_DOMAIN", () => {
  it("reads the slug from a normalised host, whatever the setting's spelling", () => {
    for (const setting of ["sites.example.com", "Sites.Example.COM", " sites.example.com. ", ".sites.example.com"]) {
      expect(slugFromHost(withDomain(setting), "rise-crumb.sites.example.com"), setting).toBe("rise-crumb");
    }
    expect(slugFromHost(withDomain("sites.example.com"), "sites.example.com")).toBeNull();
    expect(slugFromHost(withDomain("sites.example.com"), "a.b.sites.example.com")).toBeNull();
    expect(slugFromHost(withDomain(""), "rise-crumb.sites.example.com")).toBeNull();
  });
});

describe("the signed form time in a served page", () => {
  // What the page had before its tags were found with string searches: the one pattern, run over the page.
  const byPattern = (html: string, time: string) => html.replace(/<form\b[^>]*\bmethod="post"[^>]*>/g, (tag) => `${tag}<input type="hidden" name="${FORM_STARTED_FIELD}" value="${time}">`);
  const pieces = ["<form", "<form ", "<formx", "<forms method=\"post\">", " method=\"post\"", "method=\"post\"", "xmethod=\"post\"", " method=\"get\"", ">", "<", " ", "a", "_", "\"", "<p>", "</form>", " class=\"contact\"", "\n", "<form method=\"post\" action=\"/api\">"];

  it("goes after every post form's start tag, the same tags the pattern finds, in any page", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const html = parts.join("");
        expect(withFormTime(html, "1.sig")).toBe(byPattern(html, "1.sig"));
      }),
      { numRuns: 3000 },
    );
  });

  it("finds nothing to sign in a page without a post form", () => {
    expect(postFormTagEnds('<main><form method="get"><formx method="post"></main>')).toEqual([]);
    expect(postFormTagEnds('<form class="a" method="post">x<form method="post">')).toEqual([30, 51]);
  });
});

describe("a published page, per request", () => {
  const request = (headers: Record<string, string> = {}): SiteRequest => ({
    method: "GET",
    path: "/",
    conditions: new Headers(headers),
    secure: false,
    hostname: "localhost",
    origin: "http://localhost",
    pathAndQuery: "/",
    visitor: { userAgent: "", purpose: "", referrer: null, host: "localhost", country: null, address: null },
  });
  async function served(slug: string, html: string, headers: Record<string, string> = {}) {
    await env.CACHE.put(`site:v1:${slug}`, JSON.stringify({ html, etag: '"e1"', publishedAt: 1, projectId: 1 }));
    const sign = vi.spyOn(crypto.subtle, "sign");
    const ctx = createExecutionContext();
    const page = await sitePage(buildAppContext(env, ctx, null), slug, request(headers), null);
    await waitOnExecutionContext(ctx);
    const signed = sign.mock.calls.length;
    sign.mockRestore();
    return { page, signed };
  }

  it("signs the form's time only for a page with a post form, and not for a browser whose copy is current", async () => {
    const withForm = await served("per-request-form", '<main><form method="post" action="/x"></form></main>');
    expect(withForm.signed).toBe(1);
    expect(withForm.page?.html).toContain(`name="${FORM_STARTED_FIELD}"`);
    const withoutForm = await served("per-request-plain", "<main><p>Bread</p></main>");
    expect([withoutForm.signed, withoutForm.page?.html]).toEqual([0, "<main><p>Bread</p></main>"]);
    const current = await served("per-request-current", '<main><form method="post"></form></main>', { "If-None-Match": '"e1"' });
    expect([current.signed, current.page?.etag]).toEqual([0, '"e1"']);
  });
});
