import { describe, expect, it } from "vitest";
import storedV1 from "@core/sites/fixtures/site-document-v1.json";
import { NO_FACTS } from "@core/sites/facts-constants";
import { storedSiteDocumentSchema } from "@core/sites/site-document-upgrade";
import { loadEditorChecks } from "./use-editor-checks";

const document = storedSiteDocumentSchema.parse(storedV1);

describe("the editor's checks, loaded on first use", () => {
  it("are fetched once per page, and check with the document's own schemas", async () => {
    const first = loadEditorChecks();
    expect(loadEditorChecks()).toBe(first);
    const checks = await first;
    const hero = document.sections.find((section) => section.type === "hero")!;
    expect(checks.sectionIsValid(hero)).toBe(true);
    expect(checks.sectionIsValid({ ...hero, headline: "" })).toBe(false);
    expect(checks.sectionIsValid({ ...hero, headline: "x".repeat(121) })).toBe(false);
    expect(checks.completeFacts(NO_FACTS)).toStrictEqual(NO_FACTS);
    const unnamedReview = { ...NO_FACTS, reviews: [{ quote: "Lovely bread", name: "", source: "" }] };
    expect(checks.completeFacts(unnamedReview)).toBeNull();
    expect(checks.factErrors(unnamedReview)).toEqual({ "reviews.0.name": "facts.error.reviewer" });
    expect(checks.seoErrors({ title: "", description: "Bread" })).toEqual({ title: "editor.seo.error.title" });
  });
});
