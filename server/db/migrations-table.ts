/** The table wrangler records applied D1 migrations in (its default `migrations_table`). */
export const MIGRATIONS_TABLE = "d1_migrations";
