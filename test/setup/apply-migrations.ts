import { applyD1Migrations, env } from "cloudflare:test";

// Every migration applied, as production has them: the run's first test file applies them to the empty local D1,
// the next ones (sharing it: vitest.config.ts, decision 0853) find them applied and go on at once.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
