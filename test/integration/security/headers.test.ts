import { describe, expect, it } from "vitest";
import type { SiteDocument } from "@core/sites/site-document";
import { addPage } from "@core/sites/structure";
import { call } from "../accounts/helpers";
import { makePng, multipart } from "../media/images";
import { page, signedInOnScreen, signedInWithProject } from "./helpers";

// docs/security.md, "Screens and headers".
async function get(path: string, options: { cookie?: string; env?: Record<string, unknown> } = {}) {
  const response = await call(page(path), { headers: options.cookie ? { cookie: options.cookie } : {}, env: options.env });
  return { response, html: await response.text(), csp: response.headers.get("content-security-policy") ?? "" };
}

function directive(csp: string, name: string): string[] {
  const found = csp.split(";").map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

function expectCommonHeaders(response: Response, label: string) {
  expect(response.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), label).toBeTruthy();
  expect(response.headers.get("content-security-policy"), label).toBeTruthy();
}

describe("security headers", () => {
  it("an app page that hydrates: every script carries this response's nonce, and no other inline script runs", async () => {
    const { response, html, csp } = await get("/login");
    expectCommonHeaders(response, "/login");
    const nonce = /'nonce-([^']+)'/.exec(directive(csp, "script-src").join(" "))?.[1];
    expect(nonce).toBeTruthy();
    expect(directive(csp, "script-src")).not.toContain("'unsafe-inline'");
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(directive(csp, "frame-ancestors")).toEqual(["'self'"]);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(directive(csp, "base-uri")).toEqual(["'none'"]);
    // A fresh nonce per response.
    expect((await get("/login")).csp).not.toBe(csp);
  });

  it("a page without JavaScript (a CMS page without a form, the landing page, the 404 page) allows no script at all", async () => {
    for (const path of ["/pricing", "/", "/no-such-page"]) {
      const { response, html, csp } = await get(path);
      expectCommonHeaders(response, path);
      expect(directive(csp, "script-src"), path).toEqual(["'none'"]);
      expect(html).not.toMatch(/<script\b/);
      expect(directive(csp, "frame-ancestors")).toEqual(["'self'"]);
      // Nothing to fetch but the host's robots.txt, which audits read in the page's context (exactly that path).
      expect(directive(csp, "connect-src"), path).toEqual(["http://localhost/robots.txt"]);
    }
    // The request's own scheme, host and port.
    const elsewhere = await call("https://example.test:8443/about", { headers: {} });
    expect(directive(elsewhere.headers.get("content-security-policy") ?? "", "connect-src")).toEqual(["https://example.test:8443/robots.txt"]);
  });

  it("JSON, redirects and the static error pages get the strictest policy", async () => {
    for (const path of ["/api/v1/health", "/api/v1/nope", "/u/chat"]) {
      const { response, csp } = await get(path);
      expectCommonHeaders(response, path);
      expect(directive(csp, "default-src"), path).toEqual(["'none'"]);
      expect(directive(csp, "frame-ancestors"), path).toEqual(["'none'"]);
    }
  });

  it("previews may be framed by Builder's editor; nothing else may", async () => {
    const admin = await signedInOnScreen({ admin: true });
    const preview = await get("/authoring/blocks?preview=true", { cookie: admin.cookie });
    expect(directive(preview.csp, "frame-ancestors")).toEqual(["'self'", "https://builder.io", "https://*.builder.io"]);
    expect(directive((await get("/pricing", { cookie: admin.cookie })).csp, "frame-ancestors")).toEqual(["'self'"]);
  });

  it("published sites keep their own strict policy", async () => {
    const { projectId, jwt } = await signedInWithProject();
    const published = await (await call(`/projects/${projectId}/publish`, { method: "POST", jwt })).json<{ data: { slug: string } }>();
    const site = await get(`/s/${published.data.slug}`);
    expect(site.response.status).toBe(200);
    expectCommonHeaders(site.response, "site");
    expect(directive(site.csp, "script-src").join(" ")).not.toContain("nonce");
    expect(directive(site.csp, "default-src")).toEqual(["'none'"]);
    // Its only fetch: the host's robots.txt (the app's at /s/{slug}), so audits can read it.
    expect(directive(site.csp, "connect-src")).toEqual(["http://localhost/robots.txt"]);
  });

  it("the screens and files added since the review: the editor, its preview, other pages, brand files, photos, fonts, exports", async () => {
    const { projectId, jwt, cookie } = await signedInWithProject();
    const png = await makePng(400, 300, (x, y) => [x % 256, y % 256, 60]);
    const photo = await (await call("/media", { method: "POST", jwt, rawBody: multipart(png, "shop.png", "image/png") })).json<{ data: { url: string } }>();
    const { document } = (await (await call(`/projects/${projectId}`, { jwt })).json<{ data: { document: SiteDocument } }>()).data;
    const added = addPage(document, "About us");
    if (!added.ok) throw new Error(added.error);
    expect((await call(`/projects/${projectId}`, { method: "PUT", jwt, json: { document: added.document } })).status).toBe(200);
    const { slug } = (await (await call(`/projects/${projectId}/publish`, { method: "POST", jwt })).json<{ data: { slug: string } }>()).data;
    const home = await (await call(page(`/s/${slug}`))).text();
    const svg = /\/_brand\/[a-z0-9-]+\/[a-z0-9-]+\.svg/.exec(home)?.[0];
    const font = /\/_fonts\/[a-z0-9.-]+\/[a-z0-9-]+\.woff2/.exec(home)?.[0];
    expect(svg && font, "the page links an SVG icon and a font").toBeTruthy();

    // The editor (its canvas is an iframe srcdoc that inherits this policy): a page that hydrates, with a nonce.
    const editor = await get(`/u/projects/${projectId}`, { cookie });
    expect(editor.response.status).toBe(200);
    expectCommonHeaders(editor.response, "editor");
    expect(directive(editor.csp, "script-src").join(" ")).toMatch(/'nonce-[^']+'/);
    expect(directive(editor.csp, "script-src")).not.toContain("'unsafe-inline'");
    expect(directive(editor.csp, "frame-ancestors")).toEqual(["'self'"]);

    // The owner's preview and a published site's other page run no script at all.
    for (const path of [`/u/projects/${projectId}/render`, `/s/${slug}/${added.slug}`]) {
      const { response, csp } = await get(path, { cookie });
      expect(response.status, path).toBe(200);
      expectCommonHeaders(response, path);
      expect(directive(csp, "default-src"), path).toEqual(["'none'"]);
      expect(csp, path).not.toMatch(/nonce|unsafe-eval/);
    }

    // Files: each with nosniff and a policy; an SVG icon may not run script even when opened by itself.
    for (const path of [svg!, photo.data.url]) {
      const { response, csp } = await get(path);
      expect(response.status, path).toBe(200);
      expectCommonHeaders(response, path);
      expect(directive(csp, "default-src"), path).toEqual(["'none'"]);
      expect(directive(csp, "script-src"), path).toEqual([]);
    }
    // The page's fonts are static assets, answered before the Worker with the build's _headers (nosniff, a policy;
    // checked in test/e2e/languages.spec.ts); a font name an earlier page used is the Worker's redirect to them.
    const earlier = await get("/_fonts/inter-latin-wght-normal-3bab9e95.woff2");
    expect(earlier.response.status).toBe(301);
    expectCommonHeaders(earlier.response, "an earlier font name");

    // Downloads (the site as a zip, its HTML, the inbox as CSV) are attachments with the strictest policy.
    for (const path of ["export", "html", "messages.csv"]) {
      const response = await call(`/projects/${projectId}/${path}`, { jwt });
      expect(response.status, path).toBe(200);
      expectCommonHeaders(response, path);
      expect(response.headers.get("content-disposition"), path).toMatch(/^attachment; filename="/);
      expect(directive(response.headers.get("content-security-policy")!, "default-src"), path).toEqual(["'none'"]);
      await response.body?.cancel();
    }
  });

  it("HSTS outside development only", async () => {
    expect((await get("/api/v1/health")).response.headers.get("strict-transport-security")).toBeNull();
    const production = await get("/api/v1/health", { env: { ENVIRONMENT: "production" } });
    expect(production.response.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}/);
  });
});
