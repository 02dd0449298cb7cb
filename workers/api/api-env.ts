import type { AppContext } from "@server/platform";

/** Hono's environment for every API router: bindings plus the per-request AppContext. */
export interface ApiEnv {
  Bindings: Env;
  Variables: { app: AppContext };
}
