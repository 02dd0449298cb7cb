/**
 * Spam scoring for a site's contact form (docs/decisions/0703-spam-score-and-folder.md): a few cheap signals
 * beyond the honeypot and the rate limit, added up. A message at or above SPAM_THRESHOLD goes to the Spam
 * folder instead of the inbox (the owner can move it back); nothing is thrown away.
 */

export const SPAM_THRESHOLD = 5;

/** The hidden field the served page carries: when the page was served (ms since the epoch). */
export const FORM_STARTED_FIELD = "started_at";

/** Faster than this from page to post, a person has not typed a message. */
export const MIN_HUMAN_MS = 3_000;

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

const LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.[a-z]/gi;

/**
 * Scores one message. `startedAt` is the served page's time from the hidden field (null when the field is
 * missing or not a number), `now` the time it was received.
 */
export function scoreMessage(input: { name: string; email: string; message: string }, { startedAt, now }: { startedAt: number | null; now: number }): SpamVerdict {
  const reasons: string[] = [];
  let score = 0;
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(reason);
  };
  const links = input.message.match(LINK)?.length ?? 0;
  if (links === 1) add(1, "a link");
  else if (links > 1) add(Math.min(2 + links, 6), `${links} links`);
  if (/\[url=|<a\s+href/i.test(input.message)) add(3, "link markup");
  if (/\bhttps?:\/\/|\bwww\./i.test(input.name)) add(4, "a link in the name");
  const text = `${input.name} ${input.message}`.toLowerCase();
  const words = SPAM_KEYWORDS.filter((keyword) => new RegExp(`\\b${keyword.replace(/ /g, "\\s+")}`, "i").test(text));
  if (words.length > 0) add(Math.min(words.length * 2, 6), `words: ${words.join(", ")}`);
  if (startedAt === null) add(1, "no form time");
  else if (startedAt > now + 60_000 || now - startedAt > 86_400_000) add(1, "a stale or future form time");
  else if (now - startedAt < MIN_HUMAN_MS) add(4, "sent within seconds");
  return { score, reasons };
}

/** The form's hidden time as a number, or null. */
export function readStartedAt(value: unknown): number | null {
  if (typeof value !== "string" || !/^[0-9]{10,15}$/.test(value)) return null;
  return Number(value);
}
