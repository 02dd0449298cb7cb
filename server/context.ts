import { createDb, type Database } from "./db/client";

/** Everything a request needs, built once by the Worker and shared by the API and the UI. */
export interface AppContext {
  env: Env;
  /** Only what the API and loaders use; Hono's own ExecutionContext type carries just these. */
  executionCtx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
  db: Database;
  requestId: string;
}

export function buildAppContext(env: Env, executionCtx: AppContext["executionCtx"], request: Request): AppContext {
  const requestId = request.headers.get("cf-ray") ?? crypto.randomUUID();
  return { env, executionCtx, db: createDb(env.DB), requestId };
}
