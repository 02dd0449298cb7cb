/** How long a client should wait before retrying when D1 is busy (the Retry-After of a 503). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * D1's transient failures: a locked or busy database, an overloaded or reset storage object, a lost
 * connection. Worth a retry, so the answer is 503 with Retry-After rather than 500 (docs/security.md).
 */
const TRANSIENT_D1_ERROR =
  /database is locked|SQLITE_BUSY|SQLITE_LOCKED|overloaded|Too many requests queued|Network connection lost|exceeded timeout|object to be reset|D1 DB was reset|transient issue|Failed to get session commit token/i;

/** Whether an error (or anything in its `cause` chain) is one of D1's transient failures. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (TRANSIENT_D1_ERROR.test(current.message)) return true;
  }
  return false;
}

/**
 * A lock SQLite could not take: the statement did not run at all, so running it again is safe even for a
 * write. Other transient failures (a lost connection) may have applied it, so they are only reported.
 */
const LOCK_NOT_TAKEN = /database is locked|SQLITE_BUSY|SQLITE_LOCKED/i;

/** Waits before each new attempt after a lock was not taken: short, since a write holds the lock for milliseconds. */
export const LOCK_RETRY_DELAYS_MS = [20, 80, 200, 400] as const;

function lockNotTaken(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (LOCK_NOT_TAKEN.test(current.message)) return true;
  }
  return false;
}

/**
 * Runs one D1 call, again after a short wait while the database is locked (docs/operations.md), and calls
 * `onUnavailable` when it still fails with a transient D1 error, passing the failure on.
 */
async function watch<T>(run: () => Promise<T>, onUnavailable: () => void): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error: unknown) {
      const delay = LOCK_RETRY_DELAYS_MS[attempt];
      if (delay !== undefined && lockNotTaken(error)) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        continue;
      }
      if (isDatabaseUnavailable(error)) onUnavailable();
      throw error;
    }
  }
}

/** A prepared statement that reports transient failures; the real one stays untouched inside it. */
class WatchedStatement {
  constructor(
    readonly real: D1PreparedStatement,
    private readonly onUnavailable: () => void,
  ) {}

  bind(...values: unknown[]) {
    return new WatchedStatement(this.real.bind(...values), this.onUnavailable);
  }

  all() {
    return watch(() => this.real.all(), this.onUnavailable);
  }

  run() {
    return watch(() => this.real.run(), this.onUnavailable);
  }

  raw(options?: { columnNames?: boolean }) {
    return watch(() => this.real.raw(options as { columnNames: true }), this.onUnavailable);
  }

  first(column?: string) {
    return watch(() => (column === undefined ? this.real.first() : this.real.first(column)), this.onUnavailable);
  }
}

const realStatement = (statement: D1PreparedStatement): D1PreparedStatement => (statement instanceof WatchedStatement ? statement.real : statement);

/**
 * The D1 binding as this request's Drizzle client sees it: the same database, but a transient failure
 * anywhere (a service may catch it, React Router renders it as an error page) marks the request, so the
 * Worker answers 503 with Retry-After instead of 500.
 */
export function watchedDatabase(d1: D1Database, onUnavailable: () => void): D1Database {
  return {
    prepare: (query: string) => new WatchedStatement(d1.prepare(query), onUnavailable) as unknown as D1PreparedStatement,
    batch: <T>(statements: D1PreparedStatement[]) => watch(() => d1.batch<T>(statements.map(realStatement)), onUnavailable),
    exec: (query: string) => watch(() => d1.exec(query), onUnavailable),
    dump: () => watch(() => d1.dump(), onUnavailable),
    withSession: (constraint?: string) => d1.withSession(constraint),
  } as D1Database;
}
