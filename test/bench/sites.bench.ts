import { env } from "cloudflare:workers";
import { it } from "vitest";
import { BUSINESS_KINDS } from "@core/chat/business-kinds";
import { SITE_TEMPLATES } from "@core/sites/themes";

import { writeBuiltInSite } from "@server/generation/built-in/write-site";
import { generateSite } from "@server/generation/generate-site";
import type { SiteBrief } from "@server/generation/site-brief";
import { renderSite } from "@server/render/render-site";
import { measure, report } from "./harness";
import { type Settings } from "@server/platform/settings";

// The built-in writer and the renderers are pure CPU; batches of calls are timed (see harness.ts). In
// local workerd the clock does advance during CPU work, so a batch of 10 sites is timed honestly.
const ai = { env: env as Settings, requestId: "bench" };

function brief(index: number, template = SITE_TEMPLATES[index % SITE_TEMPLATES.length]!): SiteBrief {
  const entry = BUSINESS_KINDS[index % BUSINESS_KINDS.length]!;
  return { name: `${entry.name} Bench`, business: entry.name, kind: entry.kind, family: entry.family, location: index % 2 ? "Lisbon" : "Austin, Texas", template, seed: index };
}

async function gzipBytes(text: string): Promise<number> {
  const compressed = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(compressed).arrayBuffer()).byteLength;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

it("sites: built-in generation and rendering time per site", async () => {
  let next = 0;
  const rows = [];
  rows.push(await measure("generateSite, built-in writer (every kind in turn)", () => generateSite(brief(next++), ai), { samples: 60, batch: 10, warmup: 30 }));
  rows.push(await measure("generateSite, built-in writer (bakery only)", () => generateSite(brief(0), ai), { samples: 40, batch: 10 }));
  rows.push(await measure("writeBuiltInSite (no stages, no schema check)", () => writeBuiltInSite(brief(next++)), { samples: 40, batch: 10 }));
  const documents = BUSINESS_KINDS.map((_, index) => writeBuiltInSite(brief(index)));
  for (const template of SITE_TEMPLATES) {
    let at = 0;
    rows.push(await measure(`renderSite, ${template}`, () => renderSite({ ...documents[at++ % documents.length]!, template }, { formAction: "/api/v1/sites/x/messages" }), { samples: 40, batch: 10 }));
  }
  report("Sites: built-in generation and rendering, per site (local workerd; target: generation < 50 ms)", rows);
}, 180_000);

// The section components replaced a renderer that concatenated HTML strings. Measured in one run
// before it was deleted (every kind × template, 2000 pages each, production React): strings 0.12 ms,
// components 0.16 ms per page (1.33×; target ≤ 1.5× and < 5 ms). docs/decisions/0100-site-sections-are-react-components.md
it("sites: render time per page, React components (every kind × template)", async () => {
  const documents = SITE_TEMPLATES.flatMap((template) => BUSINESS_KINDS.map((_, index) => writeBuiltInSite(brief(index, template))));
  const options = { formAction: "/api/v1/sites/x/messages", canonicalUrl: "https://may.example/s/x" };
  let at = 0;
  const rows = [
    await measure("writeBuiltInSite (the document alone, for scale)", () => writeBuiltInSite(brief(at++)), { samples: 40, batch: 50, warmup: 100 }),
    await measure("renderSite: section components, renderToStaticMarkup", () => renderSite(documents[at++ % documents.length]!, options), { samples: 40, batch: 50, warmup: 100 }),
    // The template's words through ICU messages and Intl, right to left, script fonts (docs/decisions/0831-template-words-as-icu-message-files.md).
    await measure("renderSite in Arabic (messages, Intl, right to left)", () => renderSite({ ...documents[at++ % documents.length]!, language: "ar" }, options), { samples: 40, batch: 50, warmup: 100 }),
    await measure("renderSite in Japanese", () => renderSite({ ...documents[at++ % documents.length]!, language: "ja" }, options), { samples: 40, batch: 50, warmup: 100 }),
  ];
  report("Sites: render time per page (target: < 5 ms; 1.33× the deleted string renderer when last measured)", rows);
}, 180_000);

it("sites: rendered page size per template (every kind, HTML + inline CSS + inline images)", async () => {
  const lines = ["template                 pages  html median  html max  gzip median  gzip max", "-----------------------  -----  -----------  --------  -----------  --------"];
  for (const template of SITE_TEMPLATES) {
    const html: number[] = [];
    const gzip: number[] = [];
    for (const [index] of BUSINESS_KINDS.entries()) {
      const page = renderSite(writeBuiltInSite(brief(index, template)), { formAction: "/api/v1/sites/x/messages" });
      html.push(new TextEncoder().encode(page).byteLength);
      gzip.push(await gzipBytes(page));
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    lines.push(`${template.padEnd(23)}  ${String(html.length).padStart(5)}  ${kb(median(html)).padStart(11)}  ${kb(Math.max(...html)).padStart(8)}  ${kb(median(gzip)).padStart(11)}  ${kb(Math.max(...gzip)).padStart(8)}`);
  }
  console.log(`\nSites: rendered page size (target: < 30 kB gzip, zero JavaScript)\n${lines.join("\n")}`);
}, 180_000);
