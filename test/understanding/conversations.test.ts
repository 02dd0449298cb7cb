import { describe, expect, it } from "vitest";
import { SITE_LANGUAGES, type SiteLanguage } from "@core/sites/languages";
import { ownerConversationSetSchema, type OwnerConversation, type OwnerConversationSet } from "./conversations-schema";
import heldOutEn from "./held-out/conversations/en.json" with { type: "json" };
import heldOutEs from "./held-out/conversations/es.json" with { type: "json" };
import heldOutFr from "./held-out/conversations/fr.json" with { type: "json" };
import heldOutDe from "./held-out/conversations/de.json" with { type: "json" };
import heldOutPt from "./held-out/conversations/pt.json" with { type: "json" };
import heldOutIt from "./held-out/conversations/it.json" with { type: "json" };
import heldOutJa from "./held-out/conversations/ja.json" with { type: "json" };
import heldOutAr from "./held-out/conversations/ar.json" with { type: "json" };
import tuningEn from "./tuning/conversations/en.json" with { type: "json" };
import tuningEs from "./tuning/conversations/es.json" with { type: "json" };
import tuningFr from "./tuning/conversations/fr.json" with { type: "json" };
import tuningDe from "./tuning/conversations/de.json" with { type: "json" };
import tuningPt from "./tuning/conversations/pt.json" with { type: "json" };
import tuningIt from "./tuning/conversations/it.json" with { type: "json" };
import tuningJa from "./tuning/conversations/ja.json" with { type: "json" };
import tuningAr from "./tuning/conversations/ar.json" with { type: "json" };

/**
 * The owner-conversation sets (test/understanding/README.md): every file keeps the format, the held-out set has at
 * least 40 conversations per site language and the tuning set 10, the two share no answer, and every value the
 * format says is "as typed" is in the owner's answers. Kinds and constraints are codes of the lists (the schema).
 * Nothing here reads what a conversation expects beyond these checks, so running it reveals nothing to tune on.
 */

const RAW_HELD_OUT: Record<SiteLanguage, unknown> = { en: heldOutEn, es: heldOutEs, fr: heldOutFr, de: heldOutDe, pt: heldOutPt, it: heldOutIt, ja: heldOutJa, ar: heldOutAr };
const RAW_TUNING: Record<SiteLanguage, unknown> = { en: tuningEn, es: tuningEs, fr: tuningFr, de: tuningDe, pt: tuningPt, it: tuningIt, ja: tuningJa, ar: tuningAr };

const MINIMUM = { heldOut: 40, tuning: 10 };

function parsed(raw: Record<SiteLanguage, unknown>): Record<SiteLanguage, OwnerConversationSet> {
  return Object.fromEntries(SITE_LANGUAGES.map((language) => [language, ownerConversationSetSchema.parse(raw[language])])) as Record<SiteLanguage, OwnerConversationSet>;
}

const answersOf = (conversation: OwnerConversation) => Object.values(conversation.answers);

/** ASCII digits for the digits owners type: ASCII, Arabic-Indic, Persian and full-width. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

const digitsOf = (text: string) => asciiDigits(text).replace(/\D/g, "");

/** What of a conversation's expected values is not in its answers as typed, as readable lines. */
export function notAsTyped(conversation: OwnerConversation): string[] {
  const answers = answersOf(conversation);
  const typed = (value: string) => answers.some((answer) => answer.includes(value));
  const { expect: facts } = conversation;
  const problems: string[] = [];
  const check = (what: string, value: string, found: boolean) => {
    if (!found) problems.push(`${conversation.id}: ${what} "${value}" is not in the answers`);
  };
  for (const email of facts.emails) check("email", email, answers.some((answer) => answer.toLowerCase().includes(email.toLowerCase())));
  if (facts.address !== null) check("address", facts.address, typed(facts.address));
  if (facts.serviceArea !== null) check("service area", facts.serviceArea, typed(facts.serviceArea));
  for (const offer of facts.offers) {
    check("offer", offer.name, typed(offer.name));
    if (offer.price !== "") check("price", offer.price, typed(offer.price));
  }
  for (const review of facts.reviews) check("reviewer", review.name, typed(review.name));
  for (const number of facts.numbers) check("number", number.value, typed(number.value));
  // An E.164 number adds a country code and may drop a trunk prefix ("0", Argentina's "15"): its last seven digits are the owner's.
  for (const phone of facts.phones) {
    const digits = phone.startsWith("+") ? phone.slice(1).slice(-7) : phone;
    check("phone", phone, answers.some((answer) => digitsOf(answer).includes(digits)));
  }
  return problems;
}

describe("the owner-conversation sets", () => {
  const heldOut = parsed(RAW_HELD_OUT);
  const tuning = parsed(RAW_TUNING);

  it("keep the format: kinds from the business list, constraints from the list, hours in the notation", () => {
    for (const language of SITE_LANGUAGES) {
      expect(heldOut[language].language, language).toBe(language);
      expect(tuning[language].language, language).toBe(language);
    }
  });

  it(`have at least ${MINIMUM.heldOut} held-out and ${MINIMUM.tuning} tuning conversations per site language`, () => {
    for (const language of SITE_LANGUAGES) {
      expect(heldOut[language].conversations.length, language).toBeGreaterThanOrEqual(MINIMUM.heldOut);
      expect(tuning[language].conversations.length, language).toBeGreaterThanOrEqual(MINIMUM.tuning);
      expect(heldOut[language].conversations.every((conversation) => /^[a-z]{2}-\d{3}$/.test(conversation.id)), language).toBe(true);
      expect(tuning[language].conversations.every((conversation) => /^[a-z]{2}-t\d{2}$/.test(conversation.id)), language).toBe(true);
    }
  });

  it("share no answer between the held-out and the tuning set", () => {
    const key = (text: string) => text.trim().toLowerCase();
    const heldOutAnswers = new Set(SITE_LANGUAGES.flatMap((language) => heldOut[language].conversations.flatMap(answersOf)).map(key).filter((text) => text !== ""));
    const shared = SITE_LANGUAGES.flatMap((language) => tuning[language].conversations.flatMap(answersOf)).map(key).filter((text) => heldOutAnswers.has(text));
    expect(shared).toEqual([]);
  });

  it("expect only values the owner typed (emails, address, area, offers and prices, reviewers, numbers, phone digits)", () => {
    const problems = SITE_LANGUAGES.flatMap((language) => [...heldOut[language].conversations, ...tuning[language].conversations].flatMap(notAsTyped));
    expect(problems).toEqual([]);
  });

  it("include conversations with no or few facts, so a reader's false findings are measured", () => {
    for (const language of SITE_LANGUAGES) {
      const few = heldOut[language].conversations.filter(({ expect: facts }) => {
        const count = facts.phones.length + facts.emails.length + facts.hours.length + facts.offers.length + facts.reviews.length + facts.numbers.length + facts.constraints.length;
        return count + [facts.address, facts.serviceArea, facts.mode].filter((value) => value !== null).length <= 1;
      });
      expect(few.length, language).toBeGreaterThanOrEqual(8);
    }
  });
});

describe("the conversation format", () => {
  const valid = {
    id: "de-001",
    answers: { business: "Bäckerei", location: "Bamberg", appName: "Bäckerei Dötsch", final: "Mo–Fr 7–18 Uhr. Tel. 0951 123456" },
    expect: { kind: "BAKERY", phones: ["+49951123456"], emails: [], address: null, serviceArea: null, hours: ["mo,tu,we,th,fr 07:00-18:00"], offers: [], reviews: [], numbers: [], mode: null, constraints: [] },
  };
  const setOf = (conversation: unknown) => ({ language: "de", conversations: [conversation] });
  const withExpect = (facts: object) => setOf({ ...valid, expect: { ...valid.expect, ...facts } });

  it("accepts a well-formed conversation", () => {
    expect(ownerConversationSetSchema.safeParse(setOf(valid)).success).toBe(true);
    expect(ownerConversationSetSchema.safeParse(withExpect({ hours: ["appointment"], constraints: ["appointment-only"] })).success).toBe(true);
    expect(ownerConversationSetSchema.safeParse(withExpect({ hours: ["sa 08:00-12:00,14:00-24:00", "mo,su closed", "tu 24h"] })).success).toBe(true);
  });

  it("refuses kinds and constraints off the lists, hours out of the notation or out of week order, and foreign ids", () => {
    expect(ownerConversationSetSchema.safeParse(withExpect({ kind: "BAKER" })).success).toBe(false);
    expect(ownerConversationSetSchema.safeParse(withExpect({ constraints: ["vegan"] })).success).toBe(false);
    expect(ownerConversationSetSchema.safeParse(withExpect({ hours: ["fr,mo 08:00-18:00"] })).success).toBe(false);
    expect(ownerConversationSetSchema.safeParse(withExpect({ hours: ["mo-fr 8-18"] })).success).toBe(false);
    expect(ownerConversationSetSchema.safeParse(withExpect({ hours: ["appointment", "mo closed"] })).success).toBe(false);
    expect(ownerConversationSetSchema.safeParse(withExpect({ phones: ["0951 123456"] })).success).toBe(false);
    expect(ownerConversationSetSchema.safeParse(setOf({ ...valid, id: "fr-001" })).success).toBe(false);
  });

  it("finds a value that is not as typed", () => {
    const conversation = ownerConversationSetSchema.parse(withExpect({ phones: ["+49951654321"], offers: [{ name: "Brezel", price: "1 €" }] })).conversations[0]!;
    expect(notAsTyped(conversation)).toHaveLength(3);
    expect(notAsTyped(ownerConversationSetSchema.parse(setOf(valid)).conversations[0]!)).toEqual([]);
  });

  it("reads Arabic-Indic and full-width digits as the owner's digits", () => {
    const arabic = ownerConversationSetSchema.parse({ language: "ar", conversations: [{ ...valid, id: "ar-001", answers: { ...valid.answers, final: "جوال ٠٥٥ ٥١٢ ٣٤٥٦" }, expect: { ...valid.expect, phones: ["+966555123456"] } }] });
    const japanese = ownerConversationSetSchema.parse({ language: "ja", conversations: [{ ...valid, id: "ja-001", answers: { ...valid.answers, final: "０３－５５５５－０１８８" }, expect: { ...valid.expect, phones: ["+81355550188"] } }] });
    expect(notAsTyped(arabic.conversations[0]!)).toEqual([]);
    expect(notAsTyped(japanese.conversations[0]!)).toEqual([]);
  });
});
