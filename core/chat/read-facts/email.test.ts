import { describe, expect, it } from "vitest";
import { readEmails } from "./email";
import { answerOf } from "./lexicon";

describe("readEmails", () => {
  it("reads an address without the full stop after it or the words around it in Japanese", () => {
    expect(readEmails(answerOf("final", "Email hello@crumb.example.com.", "en")).map((fact) => fact.span)).toEqual([{ step: "final", start: 6, end: 29, text: "hello@crumb.example.com" }]);
    expect(readEmails(answerOf("final", "お問い合わせはbookings@crumb.example.orgへ。", "ja")).map((fact) => fact.value)).toEqual(["bookings@crumb.example.org"]);
  });

  it("does not read an @handle", () => {
    expect(readEmails(answerOf("final", "Instagram: @wurstwagen_kalle", "de"))).toEqual([]);
  });
});
