import { readSettings, type Settings } from "./settings";
import { createDb, type Database, watchedDatabase } from "@server/db";

/** Everything a request needs, built once by the Worker and shared by the API and the UI. */
export interface AppContext {
  /** The bindings and settings, checked once (server/platform/settings.ts). */
  env: Settings;
  /** Only what the API and loaders use; Hono's own ExecutionContext type carries just these. */
  executionCtx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
  db: Database;
  requestId: string;
  /** Set when D1 failed transiently during this request (server/db/unavailable.ts): the answer becomes a 503. */
  databaseUnavailable: boolean;
}

export function buildAppContext(env: Env, executionCtx: AppContext["executionCtx"], request: Request | null): AppContext {
  const requestId = request?.headers.get("cf-ray") ?? crypto.randomUUID();
  let db: Database | null = null;
  const app: AppContext = {
    env: readSettings(env),
    executionCtx,
    // Built at first use: an answer that reads nothing from D1 (a published page kept in memory, a static answer) builds no client.
    get db() {
      return (db ??= createDb(watchedDatabase(env.DB, () => (app.databaseUnavailable = true))));
    },
    requestId,
    databaseUnavailable: false,
  };
  return app;
}
