import { z } from "zod";

/**
 * One Builder.io content entry, as the content API returns it in `results` (docs/architecture.md, "CMS pages").
 * Only what we read is checked; blocks stay loose JSON and are checked one by one by prepare.ts.
 */
export const builderContentSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  published: z.string().optional(),
  priority: z.number().optional(),
  query: z
    .array(z.looseObject({ property: z.string().optional(), operator: z.string().optional(), value: z.unknown() }))
    .optional(),
  /**
   * Builder's page settings (`kind`, `hasLinks`, … on an ordinary page); `meta.breakpoints` (small, medium), set only
   * on a page with custom ones, move the media queries. Both optional: zod 4 requires a key typed `unknown`.
   */
  meta: z.looseObject({ breakpoints: z.unknown().optional() }).optional(),
  data: z.looseObject({
    title: z.string().optional(),
    description: z.string().optional(),
    url: z.string().optional(),
    blocks: z.array(z.unknown()).optional(),
  }),
});

export type BuilderContent = z.infer<typeof builderContentSchema>;

/** The content API's answer: `{ results: [...] }`, empty when nothing matches. */
export const builderResultsSchema = z.looseObject({ results: z.array(z.unknown()) });

/** The loose element shape (Builder's element, docs/architecture.md "CMS pages"); every field is checked before use. */
export interface BuilderElement {
  "@type"?: string;
  id?: unknown;
  tagName?: unknown;
  class?: unknown;
  layerName?: unknown;
  component?: { name?: unknown; options?: Record<string, unknown> };
  children?: unknown;
  responsiveStyles?: { large?: unknown; medium?: unknown; small?: unknown };
  linkUrl?: unknown;
  hide?: unknown;
  show?: unknown;
}

/** The URL paths an entry targets with `urlPath is …` (how Builder pages say where they live). */
export function targetedPaths(content: BuilderContent): string[] {
  const paths: string[] = [];
  for (const condition of content.query ?? []) {
    if (condition.property !== "urlPath" || (condition.operator ?? "is") !== "is") continue;
    const values = Array.isArray(condition.value) ? condition.value : [condition.value];
    for (const value of values) if (typeof value === "string") paths.push(value);
  }
  if (paths.length === 0 && typeof content.data.url === "string") paths.push(content.data.url);
  return paths;
}
