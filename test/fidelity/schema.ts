import { z } from "zod";
import data from "./briefs.json";

// The fidelity benchmark's data (briefs.json), validated when it is loaded: a typo in the data file fails
// the run with the path of the bad field instead of silently weakening a check. The facts have a neutral
// shape of their own (not the generator's): adapter.ts is the one place that maps them onto the brief that
// `generate-site` accepts today.

/** A word or phrase (case-insensitive, matched from the start of a word) or a regular expression. */
export const patternSchema = z.union([
  z.string().trim().min(1),
  z.object({ re: z.string().min(1), label: z.string().min(1), flags: z.string().regex(/^[imsu]*$/).optional() }).strict(),
]);
export type Pattern = z.infer<typeof patternSchema>;

export const COUNTRIES = ["US", "UK", "IE", "DE", "FR", "ES", "NL", "JP", "IS", "AU", "CA", "none"] as const;
export type Country = (typeof COUNTRIES)[number];

/** How the business meets its customers: at its own premises, at the customer's, or online only. */
export const MODES = ["premises", "mobile", "online"] as const;

export const factsSchema = z
  .object({
    phone: z.string().min(1).optional(),
    email: z.email().optional(),
    address: z.string().min(1).optional(),
    serviceArea: z.string().min(1).optional(),
    mode: z.enum(MODES).optional(),
    /** Rows as an owner fills them in: days, then times as they would write them ("Tue–Sat", "9am–6pm"). */
    hours: z.array(z.object({ days: z.string().min(1), time: z.string().min(1) }).strict()).min(1).optional(),
    services: z.array(z.object({ name: z.string().min(1), price: z.string().min(1).optional() }).strict()).optional(),
    reviews: z.array(z.object({ quote: z.string().min(1), name: z.string().min(1), source: z.string().min(1).optional() }).strict()).optional(),
    /** Any number the owner gave: years in business, games in the library, rooms… */
    numbers: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) }).strict()).optional(),
    /** Claims in words the owner makes themselves ("Gas Safe registered"); the brief's `allow` lifts the matching rule. */
    claims: z.array(z.string().min(1)).optional(),
  })
  .strict();
export type OwnerFacts = z.infer<typeof factsSchema>;

/** Rule ids of rules.ts a brief may switch off because its owner said so (e.g. "family-run"). */
export const ALLOWABLE_RULES = ["licensed-insured", "award-winning", "family-run", "free-quotes", "same-day", "guarantee", "certified", "years-of-experience", "superlatives", "social-proof"] as const;

export const fidelityBriefSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{3,60}$/),
    /** Our own grouping for the report (not the generator's families). */
    family: z.enum(["food", "trades", "health", "fitness", "beauty", "pets", "education", "professional", "creative", "retail", "hospitality", "events", "unknown"]),
    country: z.enum(COUNTRIES),
    tags: z.array(z.string().min(1)),
    /** The chat's answers: what the business is, where, its name, and "Anything else?". */
    owner: z
      .object({ business: z.string().min(1).max(2000), location: z.string().max(120), name: z.string().min(1).max(80), notes: z.string().min(1).max(2000).optional() })
      .strict(),
    facts: factsSchema.optional(),
    allow: z.array(z.enum(ALLOWABLE_RULES)).optional(),
    mustInclude: z.array(patternSchema),
    mustExclude: z.array(patternSchema),
    seed: z.number().int().min(0).max(0xffffffff).optional(),
    template: z.string().optional(),
  })
  .strict();
export type FidelityBrief = z.infer<typeof fidelityBriefSchema>;

export const samenessPairSchema = z
  .object({ business: z.string().min(1), location: z.string().min(1), names: z.tuple([z.string().min(1), z.string().min(1)]) })
  .strict()
  .refine((pair) => pair.names[0] !== pair.names[1], { message: "the two names must differ" });
export type SamenessPair = z.infer<typeof samenessPairSchema>;

export const benchmarkSchema = z
  .object({ $comment: z.string().optional(), briefs: z.array(fidelityBriefSchema).min(60), samenessPairs: z.array(samenessPairSchema).min(20) })
  .strict()
  .refine((value) => new Set(value.briefs.map((brief) => brief.id)).size === value.briefs.length, { message: "brief ids must be unique" });

/** The data file, parsed (throws with the failing paths when the file is malformed). */
export function loadBenchmark(): z.infer<typeof benchmarkSchema> {
  return benchmarkSchema.parse(data);
}
