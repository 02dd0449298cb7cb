/**
 * The rate limiting binding counts in fixed 60 s windows. A test that makes a burst of requests starts it
 * well inside one window, so the burst cannot straddle two (where the count would start over).
 */
export async function awayFromWindowEdge(marginMs = 12_000): Promise<void> {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 60_000 - marginMs) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 100));
}
