import { createTableRelationsHelpers, type ExtractTablesWithRelations, extractTablesRelationalConfig, type RelationalSchemaConfig, sql } from "drizzle-orm";
import { DrizzleD1Database } from "drizzle-orm/d1";
import { SQLiteD1Session } from "drizzle-orm/d1/session";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

type Schema = typeof schema;

/** What Drizzle's relational queries read from the schema: the same for every request, so worked out once per isolate. */
let relational: RelationalSchemaConfig<ExtractTablesWithRelations<Schema>> | null = null;
let dialect: SQLiteAsyncDialect | null = null;

/**
 * A Drizzle client over the D1 binding, one per request (its binding reports the request's own D1 failures). It is
 * what `drizzle(d1, { schema })` builds, without walking the schema's tables and relations again each time: that walk
 * was the largest part of a request's fixed cost in the route profiles (docs/performance.md, "Profiling a route").
 */
export function createDb(d1: D1Database): DrizzleD1Database<Schema> {
  if (!relational || !dialect) {
    const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
    relational = { fullSchema: schema, schema: tables.tables as ExtractTablesWithRelations<Schema>, tableNamesMap: tables.tableNamesMap };
    dialect = new SQLiteAsyncDialect();
  }
  const db = new DrizzleD1Database<Schema>("async", dialect, new SQLiteD1Session<Schema, ExtractTablesWithRelations<Schema>>(d1, dialect, relational, {}), relational);
  return Object.assign(db, { $client: d1 });
}

export type Database = ReturnType<typeof createDb>;

/** One D1 round trip that reads nothing: the bench's floor for a page that checks its session (docs/performance.md, "Commands"). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.get(sql`SELECT 1 AS one`);
}
