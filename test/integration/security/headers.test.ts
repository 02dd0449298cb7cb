import { describe, expect, it } from "vitest";
import { call } from "../accounts/helpers";
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
    }
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
  });

  it("HSTS outside development only", async () => {
    expect((await get("/api/v1/health")).response.headers.get("strict-transport-security")).toBeNull();
    const production = await get("/api/v1/health", { env: { ENVIRONMENT: "production" } });
    expect(production.response.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}/);
  });
});
