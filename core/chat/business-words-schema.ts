import { z } from "zod";
import { isBusinessKindCode } from "./business-kinds";

// The words owners use for their trade in each site language (content/classifier/business-words.json), read by the
// business classifier (docs/classifier.md). Checked when the Worker is built and in the tests.

const LANGUAGES = ["en", "es", "fr", "de", "pt", "it", "ja", "ar"] as const;

const word = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .refine((text) => !/^\*|\*.+$/.test(text), { message: "a * may only end a word" })
  .refine((text) => !/[A-Z]/.test(text) || /^[A-Z]{2,4}$/.test(text) || /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u.test(text), { message: "lower-case, like the text it is compared with" });

export const businessWordsSchema = z
  .object({
    about: z.string(),
    /** Words of trades the list does not have (a chimney sweep): when one is found, the classifier is unsure rather than read the rest ("cleaning"). */
    notOnTheList: z.object(Object.fromEntries(LANGUAGES.map((language) => [language, z.array(word).optional()]))).strict(),
    kinds: z.record(z.string().refine(isBusinessKindCode, { message: "not a kind of the business list" }), z.object(Object.fromEntries(LANGUAGES.map((language) => [language, z.array(word).optional()]))).strict()),
  })
  .strict();

export type BusinessWords = z.infer<typeof businessWordsSchema>;

/** Every mistake in the file, one line each; empty when it is fine. */
export function businessWordsProblems(data: unknown): string[] {
  const parsed = businessWordsSchema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  // A word under two kinds would make the classifier pick by list order: it must point at one kind.
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const [kind, languages] of Object.entries(parsed.data.kinds)) {
    for (const words of Object.values(languages)) {
      for (const entry of words ?? []) {
        const key = entry.toLowerCase();
        const owner = owners.get(key);
        if (owner && owner !== kind) problems.push(`kinds.${kind}: "${entry}" is also a word of ${owner}`);
        owners.set(key, kind);
      }
    }
  }
  return problems;
}
