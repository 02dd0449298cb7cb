import { afterEach, describe, expect, it, vi } from "vitest";
import { builderSource } from "@server/cms/builder-source";
import { lookUp } from "@server/cms/sources";
import { fakeBuilder, LOCAL_BUILDER, page, textBlock, uniquePath } from "./helpers";

afterEach(() => vi.restoreAllMocks());

/**
 * One entry of the content API's `results` as Builder sends a published page: the fields its content API
 * answers beside `data` (ids, dates, revision, variations, the model's id), `meta` as the editor leaves it (kind,
 * hasLinks, needsHydration; `breakpoints` only when the page set custom ones), and where the page lives as a
 * `urlPath` targeting query, as `data.url`, or both. `omit` drops a field, `meta: undefined` drops meta.
 */
function builderEntry(path: string, { meta, query = true, url = true, heading = "Ordinary page" }: { meta?: Record<string, unknown>; query?: boolean; url?: boolean; heading?: string } = {}) {
  const entry: Record<string, unknown> = {
    createdBy: "4f1ec1e6f0b84d7a9b0b",
    createdDate: 1_763_000_000_000,
    firstPublished: 1_763_000_100_000,
    id: `entry-${path.slice(1)}`,
    lastUpdated: 1_763_000_200_000,
    lastUpdatedBy: "4f1ec1e6f0b84d7a9b0b",
    modelId: "3c6f0e2a9d2f4c0e8f5b",
    name: `Page ${path}`,
    published: "published",
    rev: "x7k2p9q4r1",
    testRatio: 1,
    variations: {},
    data: {
      title: `Title of ${path}`,
      description: "A page as Builder publishes it",
      ...(url ? { url: path } : {}),
      inputs: [],
      state: { deviceSize: "large", location: { path: "", query: {} } },
      blocks: [textBlock(`builder-${path.slice(1)}`, `<h1>${heading}</h1>`)],
    },
  };
  if (query) entry.query = [{ "@type": "@builder.io/core:Query", property: "urlPath", operator: "is", value: path }];
  else entry.query = [];
  if (meta !== undefined) entry.meta = meta;
  return entry;
}

const ORDINARY_META = { kind: "page", hasLinks: false, needsHydration: false, lastPreviewUrl: "https://preview.example/about" };

const SHAPES: { name: string; options: Parameters<typeof builderEntry>[1] }[] = [
  { name: "meta without breakpoints (an ordinary published page)", options: { meta: ORDINARY_META } },
  { name: "no meta at all", options: {} },
  { name: "an empty meta", options: { meta: {} } },
  { name: "meta with custom breakpoints", options: { meta: { ...ORDINARY_META, breakpoints: { small: 480, medium: 820 } } } },
  { name: "a urlPath query and no data.url", options: { meta: ORDINARY_META, url: false } },
  { name: "data.url and an empty query", options: { meta: ORDINARY_META, query: false } },
];

describe("the Builder client against entries as Builder sends them", () => {
  for (const shape of SHAPES) {
    it(`reads an entry with ${shape.name}`, async () => {
      const path = uniquePath("/builder-shape");
      fakeBuilder(() => Response.json({ results: [builderEntry(path, shape.options)] }));
      const entry = await lookUp(builderSource("k"), path, false, 1000);
      expect(entry?.data.title).toBe(`Title of ${path}`);
    });

    it(`renders an entry with ${shape.name} through the Worker`, async () => {
      const path = uniquePath("/builder-shape");
      fakeBuilder(() => Response.json({ results: [builderEntry(path, { ...shape.options, heading: "Served as Builder sends it" })] }));
      const { status, html } = await page(path, { env: LOCAL_BUILDER });
      expect(status, shape.name).toBe(200);
      expect(html).toContain("<h1>Served as Builder sends it</h1>");
      expect(html).toContain(`<title>Title of ${path}`);
    });
  }

  it("uses a page's own breakpoints when meta has them, and ours when it has none", async () => {
    const responsive = (id: string) => ({ ...textBlock(id, "<p>Sized</p>"), responsiveStyles: { large: { color: "red" }, small: { color: "blue" } } });
    const withBreakpoints = uniquePath("/builder-bp");
    const entry = builderEntry(withBreakpoints, { meta: { ...ORDINARY_META, breakpoints: { small: 480, medium: 820 } } });
    (entry.data as { blocks: unknown[] }).blocks = [responsive("builder-bp1")];
    const without = uniquePath("/builder-bp");
    const plain = builderEntry(without, { meta: ORDINARY_META });
    (plain.data as { blocks: unknown[] }).blocks = [responsive("builder-bp2")];
    fakeBuilder((request) => {
      const wanted = JSON.parse(new URL(request.url).searchParams.get("userAttributes") ?? "{}").urlPath;
      return Response.json({ results: [wanted === withBreakpoints ? entry : plain] });
    });
    expect((await page(withBreakpoints, { env: LOCAL_BUILDER })).html).toContain("@media (max-width: 480px){.builder-bp1{color:blue}}");
    const ours = await page(without, { env: LOCAL_BUILDER });
    expect(ours.status).toBe(200);
    expect(ours.html).toMatch(/@media \(max-width: \d+px\)\{\.builder-bp2\{color:blue\}\}/);
  });
});
