import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Injected by vitest.config.ts: the SQL files of migrations/, for the setup file to apply. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
