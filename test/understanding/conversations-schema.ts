import { z } from "zod";
import { BUSINESS_KINDS, type BusinessKindCode } from "@core/chat/business-kinds";
import { CHAT_ANSWER_MAX_LENGTH } from "@core/chat/conversation";
import { CONSTRAINT_CODES } from "@core/chat/understanding";
import { BUSINESS_MODES } from "@core/sites/facts-constants";
import { SITE_LANGUAGES } from "@core/sites/languages";
import { siteLanguageSchema } from "@core/sites/language-schema";

/**
 * The format of the owner-conversation sets (test/understanding/README.md): one file per site language, each a list
 * of conversations as an owner typed them (the four text answers of the chat; the template pick is not text) and the
 * facts a reader of the chat should find in them (docs/decisions/0505-what-may-understood-and-where-the-business-is.md).
 * Only what the owner said is expected: an empty list or null means "not given", so a reader that finds more is wrong.
 */

const KIND_CODES = BUSINESS_KINDS.map((entry) => entry.kind) as [BusinessKindCode, ...BusinessKindCode[]];

/** Days in week order, as the hours rows name them. */
export const HOURS_DAYS = ["mo", "tu", "we", "th", "fr", "sa", "su"] as const;

const TIME = "(?:[01]\\d|2[0-3]):[0-5]\\d";
const RANGE = `${TIME}-(?:${TIME}|24:00)`;
const HOURS_ROW = new RegExp(`^((?:${HOURS_DAYS.join("|")})(?:,(?:${HOURS_DAYS.join("|")}))*) (closed|24h|${RANGE}(?:,${RANGE})*)$`);

/** The days of an hours row in the order they are written, or null when the row is not in the notation. */
export function hoursRowDays(row: string): string[] | null {
  const match = HOURS_ROW.exec(row);
  return match?.[1] ? match[1].split(",") : null;
}

const inWeekOrder = (days: string[]) => days.every((day, index) => index === 0 || HOURS_DAYS.indexOf(day as (typeof HOURS_DAYS)[number]) > HOURS_DAYS.indexOf(days[index - 1] as (typeof HOURS_DAYS)[number]));

/**
 * One hours row: "mo,tu,we 08:00-18:00", a split day "sa 08:00-12:00,14:00-18:00", "su closed", "mo,…,su 24h"; or
 * "appointment" alone for a business that sees people by appointment only.
 */
export const hoursRowNotationSchema = z.string().refine((row) => {
  if (row === "appointment") return true;
  const days = hoursRowDays(row);
  return days !== null && inWeekOrder(days);
}, "An hours row is the days (mo…su, in week order, comma-separated), a space, then HH:MM-HH:MM ranges, closed or 24h; or appointment.");

/** A phone: E.164 when the country is known, else the digits as typed (ASCII digits). */
export const expectedPhoneSchema = z.string().regex(/^(?:\+[1-9]\d{6,14}|\d{5,15})$/, "A phone is +E.164 or the digits as typed.");

const answerText = z.string().max(CHAT_ANSWER_MAX_LENGTH);
const typed = z.string().min(1).max(400);

export const ownerConversationSchema = z.strictObject({
  id: z.string().regex(new RegExp(`^(?:${SITE_LANGUAGES.join("|")})-(?:\\d{3}|t\\d{2})$`), "An id is the language, a dash and 001… (held-out) or t01… (tuning)."),
  answers: z.strictObject({ business: answerText.min(1), location: answerText.min(1), appName: answerText.min(1), final: answerText }),
  expect: z.strictObject({
    kind: z.enum(KIND_CODES).nullable(),
    phones: z.array(expectedPhoneSchema),
    emails: z.array(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "An email as typed.")),
    address: typed.nullable(),
    serviceArea: typed.nullable(),
    hours: z.array(hoursRowNotationSchema).refine((rows) => !rows.includes("appointment") || rows.length === 1, "By appointment only is the single row."),
    offers: z.array(z.strictObject({ name: typed, price: z.string().max(60) })),
    reviews: z.array(z.strictObject({ name: typed })),
    numbers: z.array(z.strictObject({ value: z.string().min(1).max(20), counts: typed })),
    mode: z.enum(BUSINESS_MODES).nullable(),
    constraints: z.array(z.enum(CONSTRAINT_CODES)),
  }),
});

export type OwnerConversation = z.infer<typeof ownerConversationSchema>;

/** One file of a set: the site language and its conversations, each id once and of that language. */
export const ownerConversationSetSchema = z
  .strictObject({ language: siteLanguageSchema, conversations: z.array(ownerConversationSchema).min(1) })
  .superRefine((set, context) => {
    const seen = new Set<string>();
    set.conversations.forEach((conversation, index) => {
      if (!conversation.id.startsWith(`${set.language}-`)) context.addIssue({ code: "custom", message: `${conversation.id} is not a ${set.language} id`, path: ["conversations", index, "id"] });
      if (seen.has(conversation.id)) context.addIssue({ code: "custom", message: `${conversation.id} is used twice`, path: ["conversations", index, "id"] });
      seen.add(conversation.id);
    });
  });

export type OwnerConversationSet = z.infer<typeof ownerConversationSetSchema>;
