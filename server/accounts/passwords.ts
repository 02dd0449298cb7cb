import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64IgnorePadding, encodeBase64NoPadding } from "@oslojs/encoding";

/**
 * PBKDF2-SHA256 through WebCrypto. Production Workers refuse more than 100,000 iterations (local workerd
 * accepts any count, so a test pins this value); 100,000 costs about 20 ms of CPU.
 */
export const PASSWORD_HASH_PARAMS = { algorithm: "pbkdf2-sha256", iterations: 100_000, saltBytes: 16, keyBytes: 32 } as const;
export const MAX_PBKDF2_ITERATIONS_ON_WORKERS = 100_000;

interface ParsedHash {
  iterations: number;
  keyBytes: number;
  salt: Uint8Array<ArrayBuffer>;
  key: Uint8Array<ArrayBuffer>;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, keyBytes: number) {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, material, keyBytes * 8);
  return new Uint8Array(bits);
}

/** Hashes a password into a self-describing string: `$pbkdf2-sha256$i=<iterations>,l=<bytes>$<salt>$<key>`. */
export async function hashPassword(password: string): Promise<string> {
  const { algorithm, iterations, saltBytes, keyBytes } = PASSWORD_HASH_PARAMS;
  const salt = crypto.getRandomValues(new Uint8Array(saltBytes));
  const key = await derive(password, salt, iterations, keyBytes);
  return `$${algorithm}$i=${iterations},l=${keyBytes}$${encodeBase64NoPadding(salt)}$${encodeBase64NoPadding(key)}`;
}

function parseHash(stored: string): ParsedHash | null {
  const match = /^\$pbkdf2-sha256\$i=(\d{1,7}),l=(\d{1,3})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/.exec(stored);
  if (!match) return null;
  const iterations = Number(match[1]);
  const keyBytes = Number(match[2]);
  if (iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS_ON_WORKERS || keyBytes < 16 || keyBytes > 64) return null;
  try {
    const salt = decodeBase64IgnorePadding(match[3] ?? "") as Uint8Array<ArrayBuffer>;
    const key = decodeBase64IgnorePadding(match[4] ?? "") as Uint8Array<ArrayBuffer>;
    return key.byteLength === keyBytes ? { iterations, keyBytes, salt, key } : null;
  } catch {
    return null;
  }
}

export interface PasswordCheck {
  valid: boolean;
  /** True when the stored hash used other parameters than today's: store a fresh hash after a valid login. */
  needsRehash: boolean;
}

/** Checks a password against a stored hash in constant time; an unreadable hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parsed = parseHash(stored);
  if (!parsed) return { valid: false, needsRehash: false };
  const candidate = await derive(password, parsed.salt, parsed.iterations, parsed.keyBytes);
  const valid = constantTimeEqual(candidate, parsed.key);
  const current = PASSWORD_HASH_PARAMS;
  const needsRehash = parsed.iterations !== current.iterations || parsed.keyBytes !== current.keyBytes || parsed.salt.byteLength !== current.saltBytes;
  return { valid, needsRehash };
}

/** Spends the same work as a real check, so "no such account" answers as slowly as "wrong password". */
export async function spendPasswordCheck(password: string): Promise<void> {
  const { iterations, saltBytes, keyBytes } = PASSWORD_HASH_PARAMS;
  await derive(password, crypto.getRandomValues(new Uint8Array(saltBytes)), iterations, keyBytes);
}
