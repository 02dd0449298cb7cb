/** Beyond this, what is left of a body is cancelled rather than read: nobody gets to make the Worker read a huge body. */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads what a handler left of the request body. A body left unread keeps the runtime from reusing the
 * connection, and a request the client has already sent on it is dropped: between `vite preview` and workerd
 * about one request in five after a POST whose handler ignored its body (docs/decisions/, 2026-11-22).
 */
export async function drainUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  const reader = request.body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > DRAIN_LIMIT_BYTES) return void (await reader.cancel());
    }
  } catch {
    // A body that fails part-way has nothing more to give; the response stands.
  }
}
