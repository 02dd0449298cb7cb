import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ownerFactsSchema } from "./facts";
import { NO_FACTS } from "./facts-constants";
import { timeRangeSchema } from "./opening-hours";
import { isTimeRange } from "./opening-hours-rows";
import { pageSlugSchema } from "./site-document";
import { pageSlugProblem, RESERVED_PAGE_SLUGS } from "./site-document-constants";
import { SITE_LANGUAGES } from "./languages";
import { siteMessagesSchema } from "./i18n/site-messages";
import { SITE_MESSAGE_FILES, SITE_MESSAGE_OVERLAYS, siteText } from "./i18n/site-text";

// The rules the editor's first download applies without zod are the schemas' own (docs/decisions/0910-the-editor-loads-its-checks-on-first-use.md).
describe("the zod-free rules agree with the schemas", () => {
  it("NO_FACTS is what the facts' schema makes of nothing, key for key and in the same order", () => {
    expect(NO_FACTS).toStrictEqual(ownerFactsSchema.parse({}));
    expect(JSON.stringify(NO_FACTS)).toBe(JSON.stringify(ownerFactsSchema.parse({})));
  });

  it("isTimeRange accepts exactly the time ranges timeRangeSchema accepts", () => {
    const digit = fc.integer({ min: 0, max: 9 }).map(String);
    const clock = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 })).map(([hours, minutes]) => `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`),
      fc.tuple(digit, digit, digit).map(([a, b, c]) => `${a}:${b}${c}`),
      fc.constantFrom("00:00", "24:00", "23:59", "12:00", ""),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(clock, clock, (opens, closes) => {
        expect(isTimeRange({ opens, closes })).toBe(timeRangeSchema.safeParse({ opens, closes }).success);
      }),
      { numRuns: 2000 },
    );
  });

  it("pageSlugProblem refuses what pageSlugSchema refuses, with its message, for a trimmed lower-case address", () => {
    const slug = fc.oneof(fc.stringMatching(/^[a-z0-9-]{0,44}$/), fc.constantFrom(...RESERVED_PAGE_SLUGS), fc.string({ maxLength: 12 }).map((text) => text.trim().toLowerCase()));
    fc.assert(
      fc.property(slug, (candidate) => {
        const parsed = pageSlugSchema.safeParse(candidate);
        expect(pageSlugProblem(candidate)).toBe(parsed.success ? null : parsed.error.issues[0]!.message);
      }),
      { numRuns: 2000 },
    );
  });

  it("siteText's words are the checked files' words: the files' schema changes nothing in them", () => {
    for (const language of SITE_LANGUAGES) {
      expect(siteMessagesSchema(language).parse(SITE_MESSAGE_FILES[language])).toStrictEqual(SITE_MESSAGE_FILES[language]);
    }
    for (const [tag, { language, messages }] of Object.entries(SITE_MESSAGE_OVERLAYS)) {
      const merged = { ...(SITE_MESSAGE_FILES[language] as object), ...(messages as object) };
      expect(siteMessagesSchema(language).parse(merged), tag).toStrictEqual(merged);
      const [, country] = tag.split("-");
      expect(siteText(language, country).t("nav.contact"), tag).toBe((merged as Record<string, string>)["nav.contact"]);
    }
  });
});
