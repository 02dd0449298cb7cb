import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { it } from "vitest";
import type { SiteDocument } from "@core/sites/site-document";
import { buildAppContext } from "@server/platform/context";
import { projects, type Project } from "@server/db/schema";
import { listVersions, recordVersion } from "@server/projects/versions";
import { generatedProject } from "../integration/hardening/helpers";
import { measure, report } from "./harness";

// What the site's history costs a save (docs/decisions/0820-versions-of-a-site.md): the save as it was (one
// UPDATE of the project) is the baseline; a versioned save inserts a version, moves the project with a
// compare-and-set and compacts (one delete per save once 50 are kept), a folded save deletes the one it replaces.
it("versions: a save with its version, against the plain update it replaced, and listing 50+ versions", async () => {
  const app = buildAppContext(env, { waitUntil: () => {}, passThroughOnException: () => {} }, new Request("http://localhost/"));
  const { project: created } = await generatedProject("Bench Bakery");
  let project = (await app.db.query.projects.findFirst({ where: eq(projects.id, created.id) })) as Project;
  const document = created.document as SiteDocument;
  let at = 0;
  const edited = () => ({ ...document, seo: { ...document.seo, title: `Bench Bakery ${at++}` } });
  const rows = [
    await measure("plain UPDATE of the document (the save before versions)", () => app.db.update(projects).set({ document: edited(), updatedAt: new Date() }).where(eq(projects.id, project.id)), { samples: 30, batch: 10 }),
    await measure("versioned save, a new version each (50+ kept: one compacted per save)", async () => {
      project = await recordVersion(app, project, { document: edited(), kind: "edited" });
    }, { samples: 30, batch: 10 }),
    await measure("versioned save folded into the burst's version (base = newest)", async () => {
      project = await recordVersion(app, project, { document: edited(), kind: "edited", base: project.versionId });
    }, { samples: 30, batch: 10 }),
    await measure("listVersions with 50+ versions (summaries, no documents)", () => listVersions(app, project), { samples: 30, batch: 10 }),
  ];
  report("Versions: cost per save and per history list (local workerd, local D1)", rows);
}, 180_000);
