import { DurableObject } from "cloudflare:workers";
import type { SiteVisitCounter as SiteVisitCounterWork } from "@server/analytics";
import type { SiteGenerator as SiteGeneratorWork } from "@server/generation";

/**
 * The Worker's entry (docs/decisions/0912-the-entry-loads-its-code-on-first-use.md): the handlers and the Durable Object classes, and nothing
 * else at load. Each loads its code on first use (the app, the cron jobs, a counter's or a generator's service),
 * as React Router's handler loads the server build, so a new isolate starts at about a bare app's cost and the
 * first request pays only for the code it runs.
 */
export default {
  async fetch(request, env, ctx) {
    const { app } = await import("./app");
    return app.fetch(request, env, ctx);
  },
  // The Cron Trigger (wrangler.toml, docs/operations.md): lead digests, purges and custom-domain checks.
  async scheduled(controller, env, ctx) {
    const { runScheduledJobs } = await import("./scheduled");
    await runScheduledJobs(env, ctx, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env>;

/** One published site's visit counter (wrangler.toml durable_objects): the work is @server/analytics's class. */
export class SiteVisitCounter extends DurableObject<Env> {
  #work: Promise<SiteVisitCounterWork> | undefined;

  private work(): Promise<SiteVisitCounterWork> {
    this.#work ??= import("@server/analytics").then(({ SiteVisitCounter: Work }) => new Work(this.ctx, this.env));
    return this.#work;
  }

  async record(...view: Parameters<SiteVisitCounterWork["record"]>): Promise<void> {
    await (await this.work()).record(...view);
  }

  async flush(): Promise<number> {
    return (await this.work()).flush();
  }

  override async alarm(): Promise<void> {
    await (await this.work()).alarm();
  }
}

/** One project's generation with pictures (wrangler.toml durable_objects): the work is @server/generation's class. */
export class SiteGenerator extends DurableObject<Env> {
  #work: Promise<SiteGeneratorWork> | undefined;

  private work(): Promise<SiteGeneratorWork> {
    this.#work ??= import("@server/generation").then(({ SiteGenerator: Work }) => new Work(this.ctx, this.env));
    return this.#work;
  }

  async start(projectId: number, requestId: string): Promise<void> {
    await (await this.work()).start(projectId, requestId);
  }

  override async alarm(): Promise<void> {
    await (await this.work()).alarm();
  }
}
