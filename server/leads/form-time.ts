import { fromBase64 } from "@core/base64";
import { FORM_TIME_PATTERN, type FormTime } from "@core/forms/spam";
import { jwtSecret } from "@server/accounts";
import { hmacKey, type Settings } from "@server/platform";

/**
 * The contact form's start time, signed (docs/decisions/0704-spam-scoring-normalised-and-a-signed-form-time.md):
 * `{ms}.{HMAC-SHA-256 of "contact-form-time", the site's slug and the time}` with the Worker's JWT_SECRET. The
 * label keeps it apart from the API's tokens, which that secret signs over a JWT's text (never with a line
 * break); the slug keeps one site's time from another's form.
 */
const LABEL = "contact-form-time";

const keyFor = (env: Settings) => hmacKey(jwtSecret(env));

const signedText = (slug: string, time: number) => new TextEncoder().encode(`${LABEL}\n${slug}\n${time}`);

/** The value of the served form's hidden `started_at`: the time the page was served, signed for this site. */
export async function signFormTime(env: Settings, slug: string, time: number): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await keyFor(env), signedText(slug, time)));
  return `${time}.${btoa(String.fromCharCode(...signature)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
}

/** What the posted field says: a time we signed for this site (checked in constant time), nothing, or a forgery. */
export async function readFormTime(env: Settings, slug: string, value: unknown): Promise<FormTime> {
  if (value === undefined || value === null || value === "") return { kind: "missing" };
  const match = typeof value === "string" ? FORM_TIME_PATTERN.exec(value) : null;
  const signature = match && fromBase64(match[2]!.replace(/-/g, "+").replace(/_/g, "/"));
  if (!match || !signature) return { kind: "forged" };
  const time = Number(match[1]);
  const valid = await crypto.subtle.verify("HMAC", await keyFor(env), signature, signedText(slug, time));
  return valid ? { kind: "signed", startedAt: time } : { kind: "forged" };
}
