import { REQUEST_ERROR } from "@core/constants";
import type { RequestFailure } from "../api-client";

/** How the chat follows a running generation: a quick poll, and patience when one poll fails. */
export const GENERATION_POLLING = {
  intervalMs: 600,
  /** Waits before each retry after consecutive failed polls; when they run out, the person is asked. */
  retryDelaysMs: [1_000, 2_000, 4_000, 8_000, 15_000],
} as const;

/**
 * A failure worth polling again: the network, a timeout, a garbled answer, a busy or failing server.
 * A 4xx (signed out, project gone) will not get better by asking again.
 */
export function isTransientFailure(failure: RequestFailure): boolean {
  if (failure.status === REQUEST_ERROR.fetch || failure.status === REQUEST_ERROR.timeout || failure.status === REQUEST_ERROR.parsing) return true;
  return typeof failure.status === "number" && (failure.status >= 500 || failure.status === 429 || failure.status === 408);
}

/** The wait before the next poll after `consecutiveFailures` failed polls in a row, or null to stop and ask. */
export function retryDelayAfter(consecutiveFailures: number): number | null {
  return GENERATION_POLLING.retryDelaysMs[consecutiveFailures - 1] ?? null;
}
