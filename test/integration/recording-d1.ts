// A D1 binding for tests that count queries (a budget counted, never timed: docs/performance.md).

/**
 * A D1 binding that records every round trip it makes to the real database: a statement's SQL, or a batch as one
 * entry ("batch: sql; sql; …"), since a batch is one round trip (docs/performance.md, "Budgets").
 */
export function recordingD1(real: D1Database, log: string[]): D1Database {
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => wrap(target.bind(...values), sql);
        if (key === "__real") return target;
        if (key === "__sql") return sql;
        if (key === "first" || key === "all" || key === "run" || key === "raw") {
          return (...args: unknown[]) => {
            log.push(sql);
            return (target[key] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        const value = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return wrapped;
  };
  return new Proxy(real, {
    get(target, key) {
      if (key === "prepare") return (sql: string) => wrap(target.prepare(sql), sql);
      if (key === "batch") {
        return (statements: D1PreparedStatement[]) => {
          const reals = statements.map((statement) => (statement as unknown as { __real: D1PreparedStatement }).__real ?? statement);
          log.push(`batch: ${statements.map((statement) => String((statement as unknown as { __sql?: string }).__sql ?? "?")).join("; ")}`);
          return target.batch(reals);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
