import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";
import { publishedSite, visitorWrites } from "./site-setup";

// docs/decisions/0900-may-speaks-the-owners-language.md: the project page's inbox and "Your own domain" panel speak
// the owner's language (namespace `panels`), Arabic right to left, with no axe violations; and a server without
// Cloudflare settings tells the owner what that means (docs/operations.md, "Custom domains").

test.use({ timezoneId: "Europe/Lisbon" });

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** The owner's words in each language, as content/app-messages/panels holds them. */
const WORDS = {
  pt: {
    dir: "ltr",
    messages: "Mensagens",
    folder: "Caixa de entrada (2) · 2 novas",
    search: "Pesquisar",
    found: "1 mensagem em Caixa de entrada para «centeio».",
    reply: "Responder",
    domain: "O seu próprio domínio",
    attach: "Associar domínio",
    hostnameOnly: "Indique apenas o nome do domínio, como www.exemplo.pt (sem espaços nem caminho).",
    pending: "A aguardar o DNS",
    unavailable: "Os domínios próprios não estão disponíveis neste servidor",
  },
  ar: {
    dir: "rtl",
    messages: "الرسائل",
    // Arabic's "two" form; the digit as the browser's Intl writes it.
    folder: /^البريد الوارد \([2٢]\) · رسالتان جديدتان$/,
    search: "بحث",
    found: "رسالة واحدة في البريد الوارد تطابق «centeio».",
    reply: "رد",
    domain: "نطاقك الخاص",
    attach: "ربط النطاق",
    hostnameOnly: "أدخل اسم النطاق فقط، مثل www.example.com (بلا مسافات ولا مسار).",
    pending: "بانتظار DNS",
    unavailable: "النطاقات الخاصة غير متاحة على هذا الخادم",
  },
} as const;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("#messages").include("#domain").analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const language of ["pt", "ar"] as const) {
  test(`the inbox and the domain panel in ${language}: folders, counts, search, replies, DNS records and a server without custom domains`, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const words = WORDS[language];
    const email = uniqueEmail(`panels-${language}`);
    await signUpAndConfirm(page, email);
    const site = await publishedSite(page, `Padaria ${language}`);
    await visitorWrites(page.request, site.slug, { name: "Ana Costa", email: "ana@example.com", message: "Têm pão de centeio ao domingo?" });
    await visitorWrites(page.request, site.slug, { name: "Rui Lopes", email: "rui@example.com", message: "Croissants para vinte pessoas na sexta?" });
    // The reader's language, chosen in the account menu (the account keeps it; its first was the browser's English).
    await page.goto(`/u/projects/${site.id}#messages`);
    await page.getByRole("button", { name: email }).click();
    await page.locator('header select[name="language"]').selectOption(language);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await page.goto(`/u/projects/${site.id}#messages`);
    await expect(page.locator("html")).toHaveAttribute("dir", words.dir);
    const inbox = page.locator("#messages");
    await expect(inbox.getByRole("heading", { name: words.messages })).toBeVisible();
    await expect(inbox.getByTestId("site-message")).toHaveCount(2);
    await expect(inbox.getByRole("link", { name: words.folder })).toBeVisible();
    await expect(inbox.getByRole("button", { name: words.reply })).toHaveCount(2);
    // Times in the owner's language and zone.
    const shown = await inbox.getByTestId("message-time").first().textContent();
    const iso = await inbox.getByTestId("message-time").first().getAttribute("datetime");
    expect(shown).toBe(new Intl.DateTimeFormat(language === "pt" ? "pt-PT" : language, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Lisbon" }).format(new Date(iso!)));
    await inbox.getByRole("searchbox").fill("centeio");
    await inbox.getByRole("button", { name: words.search, exact: true }).click();
    await expect(inbox.getByRole("status").filter({ hasText: words.found })).toBeVisible();
    await expect(inbox.getByTestId("site-message")).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`inbox-${language}-${testInfo.project.name}.png`), fullPage: false });
    await page.evaluate(() => window.scrollTo(0, 0));

    // The domain panel: the schema's refusal in the owner's language, then a domain waiting for its DNS records.
    const domain = page.locator("#domain");
    await domain.scrollIntoViewIfNeeded();
    await expect(domain.getByRole("heading", { name: words.domain })).toBeVisible();
    const field = domain.getByRole("textbox");
    await expect(field).toBeEnabled();
    await field.fill("https://bad host/");
    await domain.getByRole("button", { name: words.attach }).click();
    await expect(domain.getByRole("alert")).toHaveText(words.hostnameOnly);
    const hostname = `www.padaria-${language}-${Date.now().toString(36)}.example`;
    await field.fill(hostname);
    await domain.getByRole("button", { name: words.attach }).click();
    const item = domain.getByTestId("custom-domain");
    await expect(item.getByTestId("domain-status")).toHaveText(words.pending);
    await expect(item.getByRole("table")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`domain-${language}-${testInfo.project.name}.png`), fullPage: false });

    // A server without Cloudflare settings refuses with its key; the panel explains instead of a bare refusal.
    await page.route(`**/api/v1/projects/${site.id}/domains`, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 400, json: { data: null, error: { status: 400, name: "ValidationError", message: "panels.domains.error.notSetUp", details: {} } } })
        : route.continue(),
    );
    await field.fill("shop.example.org");
    await domain.getByRole("button", { name: words.attach }).click();
    const note = domain.getByTestId("domains-unavailable");
    await expect(note).toContainText(words.unavailable);
    await expect(domain.getByRole("button", { name: words.attach })).toHaveCount(0);
    await expect(domain.getByRole("alert")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`domain-unavailable-${language}-${testInfo.project.name}.png`), fullPage: false });
  });
}
