import { applyD1Migrations, env } from "cloudflare:test";

// Each test file starts from an empty local D1 with every migration applied, as production would be.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
