import { describe, expect, it } from "vitest";
import { ANSWER_TOPICS } from "../sites/change-topics";
import { changeWords } from "../sites/change-words";
import { NO_FACTS } from "../sites/facts-constants";
import { SITE_LANGUAGES } from "../sites/languages";
import { storedSiteDocumentSchema } from "../sites/site-document-upgrade";
import fixture from "../sites/fixtures/site-document-v3.json" with { type: "json" };
import { appliedLines, answerText, followUpIn, followUpWords, planFollowUp } from "./follow-up";
import type { FollowUp } from "./follow-up-schema";

/**
 * May's answers after the site is made are read in the reader's language (docs/decisions/0900-may-speaks-the-owners-language.md):
 * a stored reply keeps its topic and changes, and is worded again in any language; the owner's message never changes.
 */
const english = { ...storedSiteDocumentSchema.parse(fixture), facts: NO_FACTS, language: "en" as const };

function stored(reply: FollowUp["reply"]): FollowUp {
  return { id: "f-1", at: "2026-11-27T09:30:00.000Z", language: "en", message: "Our phone is +44 20 7946 0958", reply };
}

describe("followUpIn", () => {
  it.each(SITE_LANGUAGES)("words an answer of every topic in %s", (language) => {
    for (const topic of [...ANSWER_TOPICS, "other", "nothing-new"] as const) {
      const item = followUpIn(stored({ kind: "answer", topic, text: answerText(topic, "en") }), language);
      expect(item.language).toBe(language);
      expect(item.message).toBe("Our phone is +44 20 7946 0958");
      expect(item.reply.kind === "answer" && item.reply.text).toBe(topic === "nothing-new" ? changeWords(language).chat.nothingNew : changeWords(language).answers[topic]);
    }
  });

  it.each(SITE_LANGUAGES)("words an applied change's note, lines and Undo in %s, keeping what it changed", (language) => {
    const plan = planFollowUp("Our phone is +44 20 7946 0958", english, { language: "en", location: "London" });
    expect(plan.changes.length).toBeGreaterThan(0);
    const reply = { kind: "applied" as const, changes: plan.changes, lines: appliedLines(plan.changes, "en"), versionId: 2, previousVersionId: 1, undone: false, words: followUpWords("en") };
    const item = followUpIn(stored(reply), language);
    if (item.reply.kind !== "applied") throw new Error("the reply changed kind");
    expect(item.reply.words).toEqual(followUpWords(language));
    expect(item.reply.lines).toEqual(appliedLines(plan.changes, language));
    expect(item.reply).toMatchObject({ changes: plan.changes, versionId: 2, previousVersionId: 1, undone: false });
    if (language !== "en") expect(item.reply.words.applied).not.toBe(followUpWords("en").applied);
  });
});
