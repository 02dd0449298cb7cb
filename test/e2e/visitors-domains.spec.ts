import { expect, test, type Page } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress, answer, skipUnderstood } from "./helpers";

const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** A new owner with a published site, made through the chat and the dashboard; ends on the project page. */
async function publishedSite(page: Page, name: string): Promise<{ publicPath: string }> {
  await signUpAndConfirm(page, uniqueEmail("visits"));
  await answer(page, "What do you want to build?", "A family bakery with sourdough, pastries and weekend brunch");
  await answer(page, "Do you want specific a location?", "Porto, Portugal");
  await answer(page, "What's your project name?", name);
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  await page.getByRole("button", { name: "Apply Warm Editorial" }).click();
  await skipUnderstood(page);
  await expect(page.getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
  await page.getByRole("link", { name: "Open in Dashboard" }).click();
  const card = page.getByTestId("project-card").filter({ hasText: name });
  await card.getByRole("button", { name: "Publish" }).click();
  await expect(card.getByTestId("project-status")).toHaveText("Published");
  const publicPath = new URL((await card.getByRole("link", { name: /\/s\// }).getAttribute("href"))!, "http://localhost").pathname;
  await card.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/u\/projects\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 15_000 });
  return { publicPath };
}

test("the owner sees visits counted without cookies: the project page's chart and the dashboard card", async ({ page, playwright, baseURL }, info) => {
  test.setTimeout(120_000);
  const { publicPath } = await publishedSite(page, "Counted Crumbs");
  // Three people (their own address), five views; a search engine's crawler is not a visitor.
  const visitors = await playwright.request.newContext({ baseURL });
  const prefix = `10.${(Date.now() >> 8) % 250}.${info.workerIndex % 250}`;
  const views = [
    { person: 1, referer: "https://www.google.com/search?q=bakery" },
    { person: 1 },
    { person: 2, referer: "https://news.example.org/porto" },
    { person: 3 },
    { person: 3 },
  ];
  for (const { person, referer } of views) {
    const response = await visitors.get(publicPath, { headers: { "user-agent": BROWSER, "cf-connecting-ip": `${prefix}.${person}`, ...(referer ? { referer } : {}) } });
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  }
  expect((await visitors.get(publicPath, { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } })).status()).toBe(200);
  await visitors.dispose();

  await page.reload();
  const panel = page.getByTestId("visitors-panel");
  await expect(panel.getByTestId("visitors-total")).toHaveText("3");
  await expect(panel).toContainText("5 page views");
  await expect(panel.getByRole("img", { name: /Visitors per day from .*: 3 in all/ })).toBeVisible();
  await expect(panel.getByText("google.com")).toBeVisible();
  await expect(panel.getByText("news.example.org")).toBeVisible();
  await expect(panel.getByText("Phones")).toBeVisible();
  // The table alternative carries the same numbers.
  await panel.getByText("Show as a table").click();
  await expect(panel.getByRole("table").getByRole("row").nth(1).getByRole("cell")).toHaveText(["3", "5"]);
  await page.locator("#visitors").screenshot({ path: info.outputPath(`visitors-${info.project.name}.png`) });

  await page.getByRole("link", { name: "← Projects" }).click();
  const summary = page.getByTestId("project-card").filter({ hasText: "Counted Crumbs" }).getByTestId("visitors-summary");
  await expect(summary).toContainText("3 visitors");
  await expect(summary).toContainText("5 page views");
  await page.screenshot({ path: info.outputPath(`dashboard-${info.project.name}.png`), fullPage: true });
});

test("the owner attaches a domain, adds the DNS records, and sees it go active; the domain serves the site", async ({ page, playwright, baseURL }, info) => {
  test.setTimeout(120_000);
  await publishedSite(page, "Domain Bakes");
  const hostname = `www.bakes-${Date.now().toString(36)}${info.workerIndex}.example.test`;
  const section = page.locator("#domain");
  // Words are not a domain: the form says so before asking the server.
  await section.getByLabel("Domain").fill("my bakery");
  await section.getByRole("button", { name: "Attach domain" }).click();
  await expect(section.getByRole("alert")).toHaveText("Enter a domain name only, like www.example.com (no spaces, no path).");

  await section.getByLabel("Domain").fill(hostname.toUpperCase());
  await section.getByRole("button", { name: "Attach domain" }).click();
  const item = section.getByTestId("custom-domain").filter({ hasText: hostname });
  await expect(item.getByTestId("domain-status")).toHaveText("Waiting for DNS");
  await expect(item.getByRole("table", { name: `DNS records for ${hostname}` })).toContainText("sites.may.test");
  await expect(item.getByRole("table")).toContainText(`_cf-custom-hostname.${hostname}`);
  await section.screenshot({ path: info.outputPath(`domain-pending-${info.project.name}.png`) });

  // The same domain twice is refused in plain words.
  await section.getByLabel("Domain").fill(hostname);
  await section.getByRole("button", { name: "Attach domain" }).click();
  await expect(section.getByRole("alert")).toHaveText("This domain is already attached to a site.");

  // Cloudflare has found the records: "Check now" asks it again.
  await section.getByRole("button", { name: "Check now" }).click();
  await expect(item.getByTestId("domain-status")).toHaveText("Active");
  await expect(item.getByRole("link", { name: hostname })).toHaveAttribute("href", `https://${hostname}/`);
  await section.screenshot({ path: info.outputPath(`domain-active-${info.project.name}.png`) });

  // The local server answers for the domain (a reserved .test name) with the site, and with nothing of the app.
  const onDomain = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { host: hostname } });
  const home = await onDomain.get("/");
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain("Domain Bakes");
  expect((await onDomain.get("/u/dashboard", { maxRedirects: 0 })).status()).toBe(404);
  await onDomain.dispose();

  await item.getByRole("button", { name: `Remove ${hostname}` }).click();
  await expect(item).toHaveCount(0);
});
