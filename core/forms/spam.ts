import confusables from "../../content/forms/confusables.json" with { type: "json" };
import linkTlds from "../../content/forms/link-tlds.json" with { type: "json" };

/**
 * Spam scoring for a site's contact form (docs/decisions/0703-spam-score-and-folder.md,
 * 0704-spam-scoring-normalised-and-a-signed-form-time.md): a few cheap signals beyond the honeypot and the rate
 * limit, added up over the text as it reads, not as it is encoded. A message at or above SPAM_THRESHOLD goes to
 * the Spam folder instead of the inbox (the owner can move it back); nothing is thrown away.
 */

export const SPAM_THRESHOLD = 5;

/** The hidden field the served page carries: when the page was served, signed (`{ms since the epoch}.{signature}`). */
export const FORM_STARTED_FIELD = "started_at";

/** Faster than this from page to post, a person has not typed a message. */
export const MIN_HUMAN_MS = 3_000;

/** A signed form time as the field carries it: the time, a dot, an HMAC-SHA-256 in base64url (43 characters). */
export const FORM_TIME_PATTERN = /^([0-9]{10,15})\.([A-Za-z0-9_-]{43})$/;

/** Words that, in a small business's contact form, are almost always someone selling something. */
export const SPAM_KEYWORDS = [
  "casino",
  "viagra",
  "cialis",
  "crypto",
  "bitcoin",
  "forex",
  "payday loan",
  "escort",
  "porn",
  "backlinks",
  "seo services",
  "guest post",
  "first page of google",
  "rank your website",
  "increase your traffic",
  "buy followers",
  "web traffic",
] as const;

export interface SpamVerdict {
  score: number;
  reasons: string[];
}

/**
 * The form's time as the server read it: signed by us for this site (`startedAt` then is when the page was
 * served), missing, or forged (anything else in the field: a bare number, another site's, a changed time).
 */
export type FormTime = { kind: "signed"; startedAt: number } | { kind: "missing" } | { kind: "forged" };

const FOLD = new Map(Object.entries(confusables.letters));
const FOLDABLE = new RegExp(`[${[...FOLD.keys()].join("")}]`, "gu");

/**
 * The text as a reader sees it, for scoring only (what is stored is what the visitor sent): NFKC (full-width
 * and styled letters to plain ones), format characters removed (zero-width spaces and joiners, soft hyphens,
 * direction marks), accents dropped, letters of other scripts that read as Latin folded to it
 * (content/forms/confusables.json), lower case.
 */
export function normaliseForScoring(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\p{Cf}\u034f\u115f\u1160\u3164\uffa0]/gu, "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(FOLDABLE, (letter) => FOLD.get(letter) ?? letter)
    .toLowerCase()
    .normalize("NFC");
}

/** A link with a scheme, or a name starting `www.`. */
const SCHEMED_LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]*/g;
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/**
 * A bare name (`bit.ly/x`, `cheap-pills.com`): labels and a letters-only ending, not part of an email address or
 * a longer word; it counts when a path follows, or when the ending is one of content/forms/link-tlds.json.
 */
const BARE_DOMAIN = new RegExp(`(?<![\\p{L}\\p{N}@._-])(?:${LABEL}\\.)+([a-z]{2,24}|xn--[a-z0-9-]{1,59})(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}]|@)(/)?`, "gu");
const LINK_TLDS = new Set(linkTlds.tlds);

/** How many links a normalised text holds: with a scheme or `www.`, and bare names. */
export function countLinks(normalised: string): number {
  let count = 0;
  const rest = normalised.replace(SCHEMED_LINK, () => ((count += 1), " "));
  for (const match of rest.matchAll(BARE_DOMAIN)) if (match[2] === "/" || LINK_TLDS.has(match[1]!)) count += 1;
  return count;
}

/**
 * Scores one message, read through `normaliseForScoring`. `formTime` is the served page's signed time (or its
 * absence, or a forgery), `now` the time it was received: a post within seconds of the page is a script, and a
 * time we did not sign, or one in the future, is suspicious rather than a free pass.
 */
export function scoreMessage(input: { name: string; email: string; message: string }, { formTime, now }: { formTime: FormTime; now: number }): SpamVerdict {
  const reasons: string[] = [];
  let score = 0;
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(reason);
  };
  const name = normaliseForScoring(input.name);
  const message = normaliseForScoring(input.message);
  const links = countLinks(message);
  if (links === 1) add(1, "a link");
  else if (links > 1) add(Math.min(2 + links, 6), `${links} links`);
  if (/\[url=|<a\s+href/i.test(message)) add(3, "link markup");
  if (countLinks(name) > 0) add(4, "a link in the name");
  const text = `${name} ${message}`;
  const words = SPAM_KEYWORDS.filter((keyword) => new RegExp(`\\b${keyword.replace(/ /g, "\\s+")}`, "i").test(text));
  if (words.length > 0) add(Math.min(words.length * 2, 6), `words: ${words.join(", ")}`);
  if (formTime.kind === "missing") add(2, "no form time");
  else if (formTime.kind === "forged") add(3, "a form time we did not sign");
  else if (formTime.startedAt > now + 60_000) add(3, "a form time in the future");
  else if (now - formTime.startedAt > 86_400_000) add(1, "a form time over a day old");
  else if (now - formTime.startedAt < MIN_HUMAN_MS) add(4, "sent within seconds");
  return { score, reasons };
}

/** The form's hidden field when it has a signed time's shape (not yet checked), else null. */
export function readFormTimeField(value: unknown): string | null {
  return typeof value === "string" && FORM_TIME_PATTERN.test(value) ? value : null;
}
