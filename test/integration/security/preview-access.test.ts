import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPreviewToken } from "~/.server/preview-access";
import { buildAppContext } from "@server/platform/context";
import { call } from "../accounts/helpers";
import { page, signedInOnScreen } from "./helpers";

// docs/security.md, "Screens and headers": drafts only for signed-in admins, or with a signed, expiring preview token.
afterEach(() => vi.useRealTimers());

const DRAFT = "/authoring/blocks";
const PREVIEWS = [`${DRAFT}?preview=true`, `${DRAFT}?builder.preview=page`, `${DRAFT}?__builder_editing__=true`, `/preview/page?path=${DRAFT}`];
const context = () => buildAppContext(env, { waitUntil: () => {}, passThroughOnException: () => {} }, new Request("http://localhost/"));

async function get(path: string, cookie?: string) {
  const response = await call(page(path), { headers: cookie ? { cookie } : {} });
  return { response, html: await response.text() };
}

describe("draft CMS pages", () => {
  it("are not shown to visitors, nor to signed-in people who are not admins", async () => {
    const member = await signedInOnScreen();
    for (const cookie of [undefined, member.cookie]) {
      for (const path of PREVIEWS) {
        const { response, html } = await get(path, cookie);
        expect(html, `${path} ${cookie ? "member" : "visitor"}`).not.toContain("Block reference");
        expect([302, 404], path).toContain(response.status);
      }
      // No empty editing canvas for a path without content either: that is the 404 page.
      expect((await get("/coming-soon?preview=page", cookie)).response.status).toBe(404);
    }
    const anonymous = await get("/preview/page");
    expect(anonymous.response.status).toBe(302);
    expect(anonymous.response.headers.get("location")).toBe("/login?redirectTo=%2Fpreview%2Fpage");
  });

  it("are shown to a signed-in admin: never cached, never indexed", async () => {
    const admin = await signedInOnScreen({ admin: true });
    for (const path of PREVIEWS) {
      const { response, html } = await get(path, admin.cookie);
      expect(response.status, path).toBe(200);
      expect(html, path).toContain("Block reference");
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex");
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
    expect((await get("/preview/page", admin.cookie)).response.status).toBe(200);
  });

  it("are shown with a valid preview token (Builder's editor frames pages without our cookie), until it expires", async () => {
    const token = await createPreviewToken(context());
    for (const path of PREVIEWS) {
      const { response, html } = await get(`${path}&preview_token=${encodeURIComponent(token)}`);
      expect(response.status, path).toBe(200);
      expect(html, path).toContain("Block reference");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const [expiry, signature] = token.split(".");
    for (const bad of [tampered, `${Number(expiry) + 1000}.${signature}`, "", "1.2", "x".repeat(300)]) {
      expect((await get(`${DRAFT}?preview=true&preview_token=${encodeURIComponent(bad)}`)).html, bad).not.toContain("Block reference");
    }
    vi.useFakeTimers({ now: Date.now() + 8 * 24 * 60 * 60 * 1000, toFake: ["Date"] });
    expect((await get(`${DRAFT}?preview=true&preview_token=${encodeURIComponent(token)}`)).html).not.toContain("Block reference");
  });

  it("gives an admin the preview link for Builder's editor on /preview", async () => {
    const admin = await signedInOnScreen({ admin: true });
    const { html } = await get("/preview", admin.cookie);
    expect(html).toMatch(/preview_token=\d+\.[\w-]+/);
  });
});
