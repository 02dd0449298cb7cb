import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** A fresh URL-safe random token with 256 bits of entropy (for links and one-time codes). */
export function generateToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase64urlNoPadding(bytes);
}

/** What the database keeps instead of a token: its SHA-256, hex. A leaked table gives no usable link. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Compares two strings without leaking, through timing, how much of them matched. */
export function timingSafeEqualText(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  return left.byteLength === right.byteLength && constantTimeEqual(left, right);
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

/**
 * The HMAC-SHA-256 key for a secret, imported once per isolate: the import is the slow part of a signature, and the
 * session cookie, the API token and the contact form's time are checked on the requests that carry them.
 */
export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    hmacKeys.set(secret, key);
    key.catch(() => hmacKeys.delete(secret)); // a failed import is not kept: the next request tries again
  }
  return key;
}
