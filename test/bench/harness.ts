// A small benchmark harness for code that must run inside workerd (vitest's own `bench` does not run in the
// Workers pool). Benchmarks are vitest tests that measure and print; they never assert on time.

export interface Measurement {
  name: string;
  samples: number;
  medianMs: number;
  p95Ms: number;
  meanMs: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/**
 * Runs `fn` to warm up, then `samples` batches of `batch` calls, and returns the per-call distribution.
 * Batching matters: the Workers clock is coarse (1 ms) and advances only across I/O, so single calls
 * cannot be timed; a batch of calls can.
 */
export async function measure(name: string, fn: () => unknown, { samples = 40, batch = 10, warmup = 20 } = {}): Promise<Measurement> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const started = performance.now();
    for (let i = 0; i < batch; i++) await fn();
    times.push((performance.now() - started) / batch);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    samples: times.length * batch,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    meanMs: times.reduce((sum, t) => sum + t, 0) / times.length,
  };
}

/** Prints measurements as a table; the first row is the baseline the others are compared with. */
export function report(title: string, rows: Measurement[]): void {
  const baseline = rows[0];
  const header = ["benchmark", "samples", "median ms", "p95 ms", "x baseline"];
  const body = rows.map((row) => [
    row.name,
    String(row.samples),
    row.medianMs.toFixed(3),
    row.p95Ms.toFixed(3),
    baseline && baseline.medianMs > 0 ? (row.medianMs / baseline.medianMs).toFixed(2) : "n/a",
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  // console.table prints nothing in workerd, so the table is plain text.
  console.log([`\n${title}`, format(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(format)].join("\n"));
}
