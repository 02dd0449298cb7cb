import { Hono } from "hono";
import type { Template } from "@server/db";
import { listTemplates } from "@server/projects";
import type { ApiEnv } from "./api-env";

/** A template as a Strapi collection entry (docs/product.md: attributes.imageSrc, attributes.desc, attributes.title). */
export interface TemplateEntry {
  id: number;
  attributes: { slug: string; title: string; desc: string; imageSrc: string };
}

/** Strapi's default page size; the whole list fits in one page. */
const STRAPI_DEFAULT_PAGE_SIZE = 25;

function toEntry(template: Template): TemplateEntry {
  return { id: template.id, attributes: { slug: template.slug, title: template.title, desc: template.description, imageSrc: template.imageSrc } };
}

/** /api/v1/templates: public; the list changes only with a deploy, so browsers and edges may keep it briefly. */
export const templatesApi = new Hono<ApiEnv>().get("/", async (c) => {
  const rows = await listTemplates(c.var.app.db);
  c.header("Cache-Control", "public, max-age=300");
  return c.json(
    {
      data: rows.map(toEntry),
      meta: { pagination: { page: 1, pageSize: Math.max(STRAPI_DEFAULT_PAGE_SIZE, rows.length), pageCount: 1, total: rows.length } },
    },
    200,
  );
});
