import { describe, expect, it } from "vitest";
import { z } from "zod";
import confusables from "../../content/forms/confusables.json" with { type: "json" };
import linkTlds from "../../content/forms/link-tlds.json" with { type: "json" };
import { countLinks, type FormTime, normaliseForScoring, readFormTimeField, scoreMessage, SPAM_THRESHOLD } from "./spam";

const now = Date.UTC(2026, 10, 27, 12);
const slow: FormTime = { kind: "signed", startedAt: now - 40_000 };

describe("content/forms/*.json, the scorer's data", () => {
  it("folds one letter of another script to one Latin letter", () => {
    const letters = z.record(z.string().regex(/^[^ -~]$/u, "one letter outside printable ASCII"), z.string().regex(/^[a-z]$/, "one Latin letter"));
    expect(letters.safeParse(confusables.letters).error?.issues ?? []).toEqual([]);
    for (const letter of Object.keys(confusables.letters)) expect(/\p{L}/u.test(letter), letter).toBe(true);
  });

  it("lists top-level domains as lower-case letters, once each", () => {
    expect(linkTlds.tlds.every((tld) => /^[a-z]{2,24}$/.test(tld))).toBe(true);
    expect(new Set(linkTlds.tlds).size).toBe(linkTlds.tlds.length);
  });
});

describe("the text as the scorer reads it (docs/decisions/0704-spam-scoring-normalised-and-a-signed-form-time.md)", () => {
  it("folds full-width and styled letters, zero-width characters, accents and Cyrillic or Greek look-alikes", () => {
    expect(normaliseForScoring("ｃａｓｉｎｏ")).toBe("casino");
    expect(normaliseForScoring("𝐜𝐚𝐬𝐢𝐧𝐨")).toBe("casino");
    expect(normaliseForScoring("ca\u200bs\u200ci\u200dno\u2060\u00ad\ufeff")).toBe("casino");
    expect(normaliseForScoring("саѕіпо")).toBe("casino");
    expect(normaliseForScoring("ВАСКLINKS")).toBe("backlinks");
    expect(normaliseForScoring("ΚΑΣΙΝΟ".replace("Σ", "S"))).toBe("kasino");
    expect(normaliseForScoring("cásíñò")).toBe("casino");
    expect(normaliseForScoring("Do you bake rye on Sundays?")).toBe("do you bake rye on sundays?");
  });

  it("counts links with a scheme, with www., and bare names with a path or a known ending", () => {
    expect(countLinks("see https://example.com/menu and www.example.org")).toBe(2);
    expect(countLinks("example.com/path")).toBe(1);
    expect(countLinks("bit.ly/x")).toBe(1);
    expect(countLinks("buy at cheap-pills.com today, or at pills.shop.")).toBe(2);
    expect(countLinks("go to rank-boost.example/offer")).toBe(1);
    expect(countLinks(normaliseForScoring("ЬІТ.LY/x"))).toBe(1);
  });

  it("does not take an email address, a number or a sentence missing its space for a link", () => {
    for (const text of ["write to ana@example.com or ana.silva@bakery.co", "3.5 kg of rye, 2.50 each", "we came.is it open? it was good.thanks", "see you at 10.30", "e.g. rye"]) {
      expect(countLinks(normaliseForScoring(text)), text).toBe(0);
    }
  });
});

describe("the spam score", () => {
  const person = { name: "Ana", email: "ana@example.com", message: "Do you bake rye on Sundays? I'd like two loaves." };

  it("gives an obfuscated message the score of the same text written plainly", () => {
    const plain = { name: "Mark", email: "mark@example.com", message: "Cheap SEO services and backlinks! Visit rank-boost.com/offer and bit.ly/deal" };
    // Cyrillic look-alikes, zero-width spaces, links without a scheme.
    const hidden = { ...plain, message: "Cheap ЅЕО ѕеrvісеѕ and bас\u200bklіnks! Visit rаnk-bооst.соm/offer and bіt.\u200bly/deal" };
    const plainly = scoreMessage(plain, { formTime: slow, now });
    expect(plainly.score).toBeGreaterThanOrEqual(SPAM_THRESHOLD);
    expect(scoreMessage(hidden, { formTime: slow, now })).toEqual(plainly);
    expect(plainly.reasons).toEqual(["2 links", "words: backlinks, seo services"]);
  });

  it("adds a post faster than a person types, and counts a missing, forged or future time as suspicious", () => {
    expect(scoreMessage(person, { formTime: slow, now }).score).toBe(0);
    expect(scoreMessage({ ...person, message: "Menu please: https://example.com/menu" }, { formTime: slow, now }).score).toBe(1);
    expect(scoreMessage(person, { formTime: { kind: "signed", startedAt: now - 800 }, now })).toEqual({ score: 4, reasons: ["sent within seconds"] });
    expect(scoreMessage(person, { formTime: { kind: "missing" }, now })).toEqual({ score: 2, reasons: ["no form time"] });
    expect(scoreMessage(person, { formTime: { kind: "forged" }, now })).toEqual({ score: 3, reasons: ["a form time we did not sign"] });
    expect(scoreMessage(person, { formTime: { kind: "signed", startedAt: now + 120_000 }, now })).toEqual({ score: 3, reasons: ["a form time in the future"] });
    expect(scoreMessage(person, { formTime: { kind: "signed", startedAt: now - 2 * 86_400_000 }, now })).toEqual({ score: 1, reasons: ["a form time over a day old"] });
    // A person's message with a forged time stays in the inbox; a seller's does not.
    const seller = { name: "SEO", email: "x@example.com", message: "Get backlinks and SEO services! http://a.example http://b.example [url=http://c.example]c[/url]" };
    const verdict = scoreMessage(seller, { formTime: { kind: "missing" }, now });
    expect(verdict.score).toBeGreaterThanOrEqual(SPAM_THRESHOLD);
    expect(verdict.reasons).toEqual(expect.arrayContaining(["3 links", "link markup", "words: backlinks, seo services", "no form time"]));
  });

  it("counts a link in the name, written any way", () => {
    for (const name of ["www.cheap.example", "cheap-pills.com", "ЬІТ.lу/x"]) expect(scoreMessage({ ...person, name }, { formTime: slow, now }).reasons, name).toContain("a link in the name");
  });

  it("reads the field only in a signed time's shape", () => {
    const signature = "A".repeat(43);
    expect(readFormTimeField(`1764244800000.${signature}`)).toBe(`1764244800000.${signature}`);
    for (const value of ["1764244800000", `1764244800000.${signature}x`, `x.${signature}`, 1764244800000, null, undefined]) expect(readFormTimeField(value)).toBeNull();
  });
});
