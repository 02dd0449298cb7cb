import { clientAddress } from "../api/rate-limit";
import type { AppContext } from "../context";

/**
 * The same limit the API puts on its auth routes (AUTH_RATE_LIMITER: 10 per 60 s per client address),
 * applied to the screens' form posts, so the web forms are no side door around it.
 */
export async function allowAuthAttempt(app: AppContext, request: Request, route: string): Promise<boolean> {
  const { success } = await app.env.AUTH_RATE_LIMITER.limit({ key: `web:${route}:${clientAddress(request)}` });
  return success;
}
