import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** A Drizzle client over the D1 binding; cheap to build, so one per request. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof createDb>;
