import { describe, expect, it } from "vitest";
import { headingId, renderLegalPage } from "./legal-pages";

describe("renderLegalPage", () => {
  it("gives section headings stable ids and lists them for the contents", () => {
    const page = renderLegalPage("terms", "help@example.com");
    expect(page.title).toBe("Terms of Use");
    expect(page.html).toContain('<h2 id="intellectual-property">');
    expect(page.headings.map((heading) => heading.id)).toContain("intellectual-property");
  });

  it("states the facts docs/product.md requires", () => {
    const privacy = renderLegalPage("privacy", "help@example.com").html;
    const terms = renderLegalPage("terms", "help@example.com").html;
    expect(privacy).toContain("05 May 2023");
    for (const data of ["Name", "Email address", "Payment information", "Website content"]) expect(privacy).toContain(data);
    expect(privacy).toMatch(/access, correct(,)? (or|and) delete/);
    expect(privacy).toMatch(/unsubscribe/);
    expect(terms).toMatch(/personal, non-commercial use/);
    expect(terms).toMatch(/within one year/);
    expect(terms).toMatch(/United States/);
    expect(terms).toMatch(/without notice/);
    for (const html of [privacy, terms]) expect(html).toMatch(/by email or by posting a notice on our website/);
  });

  it("puts the configured support address in, escaped", () => {
    const page = renderLegalPage("privacy", 'a"b<c>@example.com');
    expect(page.html).not.toContain('a"b<c>');
    expect(page.html).toContain("a&quot;b&lt;c&gt;@example.com");
    expect(page.html).not.toContain("{supportEmail}");
  });

  it("derives ids without the section number", () => {
    expect(headingId("12. Governing law and time limit for claims")).toBe("governing-law-and-time-limit-for-claims");
  });
});
