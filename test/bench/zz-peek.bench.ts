import { it } from "vitest";
import { SITE_TEMPLATES } from "@core/sites/themes";
import { fnv1a } from "@core/hash";
import { publishedHtml } from "../fidelity/run";
import { generateSiteData } from "../fidelity/adapter";
import { loadBenchmark } from "../fidelity/schema";
import { visibleText } from "../fidelity/visible-text";

it("peek", async () => {
  const ids = (process.env.PEEK ?? "escape-room-leeds,plumber-leeds-boilers").split(",");
  const all = loadBenchmark().briefs;
  for (const id of ids) {
    const index = all.findIndex((b) => b.id === id);
    const brief = all[index]!;
    const html = await publishedHtml(generateSiteData(brief, { seed: brief.seed ?? fnv1a(brief.id), template: brief.template ?? SITE_TEMPLATES[index % SITE_TEMPLATES.length]! }), brief.id);
    console.log("=====", id, "\n", visibleText(html));
  }
}, 300_000);
