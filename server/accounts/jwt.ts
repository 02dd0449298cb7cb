import { createJWTSignatureMessage, encodeJWT, parseJWT } from "@oslojs/jwt";
import { JWT_TTL_SECONDS } from "@core/constants";
import { hmacKey } from "@server/platform";

/** The claims of an API token: Strapi's `{ id }` plus issue and expiry times (seconds). */
export interface JwtClaims {
  id: number;
  iat: number;
  exp: number;
}

/** Signs an HS256 JWT with payload `{ id, iat, exp }`, valid for 30 days. */
export async function signJwt(userId: number, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const header = JSON.stringify({ alg: "HS256", typ: "JWT" });
  const payload = JSON.stringify({ id: userId, iat, exp: iat + JWT_TTL_SECONDS });
  const message = createJWTSignatureMessage(header, payload) as Uint8Array<ArrayBuffer>;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), message);
  return encodeJWT(header, payload, new Uint8Array(signature));
}

/**
 * The claims of a valid token, or null: malformed, wrong signature, any algorithm but HS256 (so `none`
 * and RS256 confusion are refused), missing or past expiry, or a non-integer id.
 */
export async function verifyJwt(token: string, secret: string, now = Date.now()): Promise<JwtClaims | null> {
  let parts: ReturnType<typeof parseJWT>;
  try {
    parts = parseJWT(token);
  } catch {
    return null;
  }
  const [header, payload, signature, message] = parts as [Record<string, unknown>, Record<string, unknown>, Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>];
  if (header.alg !== "HS256") return null;
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, message);
  if (!valid) return null;
  const { id, iat, exp } = payload;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) return null;
  if (typeof exp !== "number" || exp * 1000 <= now) return null;
  if (typeof iat !== "number" || iat * 1000 > now + 60_000) return null;
  return { id, iat, exp };
}
