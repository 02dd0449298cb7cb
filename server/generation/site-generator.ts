import { DurableObject } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { buildAppContext } from "@server/platform";
import { projects } from "@server/db";
import { runGeneration } from "./generation-runs";

/**
 * Where a generation with pictures runs (docs/decisions/0802-generation-with-pictures-runs-in-a-durable-object.md):
 * one object per project takes the job, keeps it in its storage and runs it from its alarm, which is not bound
 * to a request's `waitUntil` and is run again if the object restarts midway. Progress goes to D1's stages as
 * before, so the chat's polling does not know where the generation runs.
 */
export class SiteGenerator extends DurableObject<Env> {
  /** Takes one project's generation (already claimed in D1 by startGeneration) and returns at once. */
  async start(projectId: number, requestId: string): Promise<void> {
    await this.ctx.storage.put({ projectId, requestId });
    await this.ctx.storage.setAlarm(Date.now());
  }

  override async alarm(): Promise<void> {
    const job = await this.ctx.storage.get<number | string>(["projectId", "requestId"]);
    const projectId = job.get("projectId");
    if (typeof projectId !== "number") return;
    const app = buildAppContext(this.env, { waitUntil: (promise) => this.ctx.waitUntil(promise), passThroughOnException: () => {} }, null);
    app.requestId = String(job.get("requestId") ?? app.requestId);
    const project = await app.db.query.projects.findFirst({ where: eq(projects.id, projectId) });
    // A project deleted, or settled (stale, or run already), in the meantime is left as it is.
    if (project?.status === "generating") await runGeneration(app, project);
    await this.ctx.storage.delete(["projectId", "requestId"]);
  }
}
