import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";
import { publishedSite } from "./site-setup";

// docs/decisions/0900-may-speaks-the-owners-language.md: the editor's own words (tabs, panels, the section library,
// the canvas's section bars, save and publish) in the reader's language, Arabic right to left, while the canvas keeps
// the site's own language and direction; no axe violations.

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** The editor's words in each language, as content/app-messages/editor holds them. */
const WORDS = {
  pt: {
    dir: "ltr",
    tab: "Secção",
    design: "Aspeto",
    addSection: "+ Adicionar uma secção",
    library: "Adicionar uma secção",
    cta: "Chamada para ação",
    ctaBar: "Secção Chamada para ação",
    added: "Secção «Chamada para ação» adicionada.",
    saved: "Todas as alterações guardadas",
    unpublished: "Alterações por publicar",
    republish: "Publicar de novo",
    history: "Histórico",
  },
  ar: {
    dir: "rtl",
    tab: "القسم",
    design: "التصميم",
    addSection: "+ إضافة قسم",
    library: "إضافة قسم",
    cta: "دعوة إلى إجراء",
    ctaBar: "قسم دعوة إلى إجراء",
    added: "أُضيف قسم «دعوة إلى إجراء».",
    saved: "حُفظت كل التغييرات",
    unpublished: "تغييرات غير منشورة",
    republish: "إعادة النشر",
    history: "السجل",
  },
} as const;

async function expectNoAxeViolations(page: Page, ...selectors: string[]) {
  // The canvas is the site's own page (its axe checks are the published page's); here, May's chrome around it.
  let builder = new AxeBuilder({ page }).exclude('[data-testid="editor-canvas"]');
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const language of ["pt", "ar"] as const) {
  test(`the editor in ${language}: its tabs and panels, a section added from the library by its translated name, saved and published`, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const words = WORDS[language];
    await signUpAndConfirm(page, uniqueEmail(`editor-${language}`));
    const site = await publishedSite(page, `Padaria ${language}`);
    // The reader's choice, as the account menu's picker posts it (kept on the account and in a cookie).
    const origin = new URL(page.url()).origin;
    expect((await page.request.post("/language", { form: { language, redirectTo: "/u/dashboard" }, headers: { origin }, maxRedirects: 0 })).status()).toBeLessThan(400);

    await page.goto(`/u/projects/${site.id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("html")).toHaveAttribute("dir", words.dir);
    const editor = page.getByRole("complementary").filter({ has: page.getByRole("tablist") });
    await expect(editor.getByRole("tab", { name: words.tab })).toHaveAttribute("aria-selected", "true");
    await expect(editor.getByRole("tab", { name: words.design })).toBeVisible();
    await expect(page.getByRole("button", { name: words.history, exact: true })).toBeVisible();
    // The panels follow the reader's direction; the canvas keeps the site's own (an English site here).
    expect(await editor.evaluate((node) => getComputedStyle(node).direction)).toBe(words.dir);
    const canvas = page.frameLocator('[data-testid="editor-canvas"]');
    await expect(canvas.locator("html")).toHaveAttribute("dir", "ltr");
    await expectNoAxeViolations(page, "aside", '[data-testid="editor-history-bar"]');
    await page.screenshot({ path: testInfo.outputPath(`editor-${language}-${testInfo.project.name}.png`), fullPage: false });

    // A section from the library, by its name in the reader's language; its bar on the canvas says so too.
    await editor.getByRole("button", { name: words.addSection }).click();
    const library = page.getByRole("dialog", { name: words.library });
    await expect(library).toBeVisible();
    await expect(library.getByTestId("library-cta")).toContainText(words.cta);
    await expectNoAxeViolations(page, "dialog[open]");
    await page.screenshot({ path: testInfo.outputPath(`library-${language}-${testInfo.project.name}.png`), fullPage: false });
    await library.getByTestId("library-cta").click();
    await expect(page.getByTestId("editor-notice")).toHaveText(words.added);
    await expect(canvas.getByRole("toolbar", { name: words.ctaBar })).toBeVisible();

    // Saved by itself, then published in the reader's language.
    await expect(page.getByTestId("save-status")).toHaveText(words.saved, { timeout: 20_000 });
    await expect(page.getByTestId("unpublished-changes")).toHaveText(words.unpublished);
    const republish = page.getByRole("button", { name: words.republish });
    await expect(republish).toBeEnabled();
    await republish.click();
    await expect(page.getByTestId("unpublished-changes")).toHaveCount(0, { timeout: 20_000 });
    await expectNoAxeViolations(page, "aside", '[data-testid="editor-history-bar"]');
    await page.screenshot({ path: testInfo.outputPath(`published-${language}-${testInfo.project.name}.png`), fullPage: false });
  });
}
