/** A duration as people say it in a message: "24 hours", "1 hour", "10 minutes" (whole units only). */
export function describeDuration(ms: number): string {
  const units = [
    ["day", 24 * 60 * 60 * 1000],
    ["hour", 60 * 60 * 1000],
    ["minute", 60 * 1000],
  ] as const;
  // Hours read better than days for a link's lifetime up to two days ("24 hours", "48 hours").
  for (const [unit, size] of units) {
    if (unit === "day" && ms <= 2 * units[0][1]) continue;
    if (ms >= size && ms % size === 0) {
      const count = ms / size;
      return `${count} ${unit}${count === 1 ? "" : "s"}`;
    }
  }
  return `${Math.max(1, Math.round(ms / 1000))} seconds`;
}
