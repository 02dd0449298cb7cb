import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL here; wrangler applies it to D1 (see docs/operations.md).
export default defineConfig({
  dialect: "sqlite",
  schema: "./server/db/schema.ts",
  out: "./migrations",
});
