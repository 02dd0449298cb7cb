import { describe, expect, it } from "vitest";
import { article } from "./article";

describe("article", () => {
  it("says an before a vowel and a before a consonant", () => {
    expect(article("apple orchard")).toBe("an");
    expect(article("electrician")).toBe("an");
    expect(article("Italian restaurant")).toBe("an");
    expect(article("online shop")).toBe("an");
    expect(article("umbrella repairer")).toBe("an");
    expect(article("bakery")).toBe("a");
    expect(article("yoga studio")).toBe("a");
  });

  it("says an before a silent h and before letters read out with a vowel", () => {
    for (const word of ["hour", "hourly cleaner", "honest mechanic", "honour guard", "honorary consul", "heirloom restorer", "MOT garage", "MBA tutor"]) expect(article(word), word).toBe("an");
    expect(article("hotel")).toBe("a");
    expect(article("motel")).toBe("a");
  });

  it("says a before a vowel said as a consonant: you, wun, yoo", () => {
    for (const word of ["university", "unique gift shop", "used car dealer", "usual", "usable", "urologist", "one-stop shop", "one", "European bakery", "eucalyptus farm"]) expect(article(word), word).toBe("a");
    expect(article("onion farm")).toBe("an");
    expect(article("ugly sweater shop")).toBe("an");
  });

  it("reads the phrase's first word, whatever its case and the spaces around it", () => {
    expect(article("  Apple")).toBe("an");
    expect(article("HOUR")).toBe("an");
    expect(article("")).toBe("a");
  });
});
