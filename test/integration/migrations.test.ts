import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("migrations", () => {
  it("apply in order to an empty database and seed the two roles", async () => {
    const applied = await env.DB.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>();
    expect(applied.results.map((row) => row.name)).toEqual(env.TEST_MIGRATIONS.map((migration) => migration.name));
    const roles = await env.DB.prepare("SELECT type FROM roles ORDER BY id").all<{ type: string }>();
    expect(roles.results.map((row) => row.type)).toEqual(["authenticated", "admin"]);
  });
});
