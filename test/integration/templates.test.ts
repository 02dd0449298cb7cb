import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BUSINESS_FAMILIES } from "@core/chat/business-kinds";
import { createDb } from "@server/db/client";
import { SITE_TEMPLATES } from "@core/sites/themes";
import { getTemplateBySlug, listTemplates } from "@server/projects/site-templates";
import { call } from "./accounts/helpers";

/** The thumbnails in public/, read at build time (workerd has no file system): path → data URL. */
const THUMBNAILS = import.meta.glob<string>("/public/templates/*", { query: "?inline", import: "default", eager: true });

function pngBytes(dataUrl: string): Uint8Array {
  const [header = "", base64 = ""] = dataUrl.split(",");
  expect(header).toBe("data:image/png;base64");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

interface TemplatesBody {
  data: { id: number; attributes: { slug: string; title: string; desc: string; imageSrc: string } }[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

describe("GET /api/v1/templates", () => {
  it("lists the seeded templates in Strapi's collection shape, in sort order, without signing in", async () => {
    const response = await call("/templates");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const body = await response.json<TemplatesBody>();
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    expect(body.meta).toEqual({ pagination: { page: 1, pageSize: Math.max(25, body.data.length), pageCount: 1, total: body.data.length } });

    const rows = await listTemplates(createDb(env.DB));
    expect(body.data.map((entry) => entry.id)).toEqual(rows.map((row) => row.id));
    const sortOrders = rows.map((row) => row.sortOrder);
    expect(sortOrders).toEqual([...sortOrders].sort((a, b) => a - b));

    for (const entry of body.data) {
      expect(Object.keys(entry).sort()).toEqual(["attributes", "id"]);
      expect(Object.keys(entry.attributes).sort()).toEqual(["desc", "imageSrc", "slug", "title"]);
      expect(entry.attributes.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(entry.attributes.imageSrc).toBe(`/templates/${entry.attributes.slug}.png`);
      expect(entry.attributes.title.length).toBeGreaterThan(3);
      // One sentence each.
      expect(entry.attributes.desc).toMatch(/^[A-Z][^.!?]*[^.!?]\.$/);
    }
    expect(new Set(body.data.map((entry) => entry.attributes.slug)).size).toBe(body.data.length);
    expect(new Set(body.data.map((entry) => entry.attributes.title)).size).toBe(body.data.length);
  });

  it("gives each template a style the generator knows and families from the business list", async () => {
    const rows = await listTemplates(createDb(env.DB));
    expect(new Set(rows.map((row) => row.style)).size).toBe(rows.length);
    const families = new Set<string>(BUSINESS_FAMILIES);
    for (const row of rows) {
      expect(SITE_TEMPLATES).toContain(row.style);
      expect(row.families.length).toBeGreaterThan(0);
      for (const family of row.families) expect(families.has(family), family).toBe(true);
    }
    // Every family has at least one template that suits it.
    const covered = new Set(rows.flatMap((row) => row.families));
    expect([...families].filter((family) => !covered.has(family))).toEqual([]);
  });

  it("has an 800×600 PNG under 60 KB in public/ for every template, and no stray images", async () => {
    const rows = await listTemplates(createDb(env.DB));
    expect(Object.keys(THUMBNAILS).sort()).toEqual(rows.map((row) => `/public${row.imageSrc}`).sort());
    for (const row of rows) {
      const bytes = pngBytes(THUMBNAILS[`/public${row.imageSrc}`]!);
      expect(Array.from(bytes.subarray(0, 8)), row.slug).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const header = new DataView(bytes.buffer, bytes.byteOffset + 16, 8);
      expect([header.getUint32(0), header.getUint32(4)], row.slug).toEqual([800, 600]);
      expect(bytes.byteLength, row.slug).toBeLessThan(60 * 1024);
    }
  });

  it("finds a template by slug", async () => {
    const db = createDb(env.DB);
    expect((await getTemplateBySlug(db, "warm-editorial"))?.title).toBe("Warm Editorial");
    expect(await getTemplateBySlug(db, "no-such-template")).toBeNull();
  });

  it("answers only GET", async () => {
    const response = await call("/templates", { method: "POST", json: {} });
    expect(response.status).toBe(404);
  });
});
