import { gzipSync } from "node:zlib";
import { expect, test, type Page, type Response, type TestInfo } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";
import { publishedSite } from "./site-setup";

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/**
 * What loading the dashboard fetches, with the browser's cache off (a routed page does not cache): the addresses, the
 * fonts among them, the page's HTML (its body as sent by the local preview, which does not compress, and gzip) and
 * every other response's bytes.
 */
async function dashboardLoad(page: Page): Promise<{ requests: number; fonts: number; html: number; htmlGzip: number; others: number }> {
  const bodies: Promise<{ url: string; type: string; body: Buffer }>[] = [];
  const onResponse = (response: Response) => {
    bodies.push(response.body().then((body) => ({ url: response.url(), type: response.request().resourceType(), body }), () => ({ url: response.url(), type: response.request().resourceType(), body: Buffer.alloc(0) })));
  };
  await page.route("**/*", (route) => route.continue());
  page.on("response", onResponse);
  await page.goto("/u/dashboard");
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  await page.unroute("**/*");
  // One of each address: with the cache off, the browser may ask twice for a file it preloaded (the page's words,
  // docs/decisions/0913-signed-in-pages-fetch-their-words-once.md), which a real cache answers the second time.
  const all = [...new Map((await Promise.all(bodies)).map((item) => [item.url, item])).values()];
  const html = all.filter((item) => item.type === "document");
  const others = all.filter((item) => item.type !== "document");
  return {
    requests: all.length,
    fonts: all.filter((item) => item.type === "font").length,
    html: html.reduce((sum, item) => sum + item.body.length, 0),
    htmlGzip: html.reduce((sum, item) => sum + gzipSync(item.body).length, 0),
    others: others.reduce((sum, item) => sum + item.body.length, 0),
  };
}

async function screenshots(page: Page, projects: number, info: TestInfo) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`dashboard-${projects}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

// Cards drawn from the site's words and colours (docs/decisions/0881-dashboard-cards-drawn-without-the-site.md).
test("the dashboard's cards draw each site without loading it: no frame, no font, the same requests for one project or six", async ({ page }, info) => {
  test.setTimeout(420_000);
  await signUpAndConfirm(page, uniqueEmail("cards"));
  await page.goto("/u/dashboard");
  await expect(page.getByRole("heading", { name: "No sites yet" })).toBeVisible();
  await screenshots(page, 0, info);

  await publishedSite(page, "Rye & Co");
  const one = await dashboardLoad(page);
  const preview = page.getByRole("img", { name: "Preview of Rye & Co" });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute("lang", "en");
  await expect(page.locator("iframe")).toHaveCount(0);
  await screenshots(page, 1, info);

  for (const name of ["Crumb Corner", "Forno Alto", "The Daily Loaf", "Levain House", "Sunday Buns"]) await publishedSite(page, name);
  const six = await dashboardLoad(page);
  await expect(page.getByTestId("site-preview")).toHaveCount(6);
  await expect(page.locator("iframe")).toHaveCount(0);
  await screenshots(page, 6, info);
  for (const [label, load] of [["1 project", one], ["6 projects", six]] as const) {
    console.log(`dashboard with ${label}: ${load.requests} requests, ${load.fonts} fonts, HTML ${kB(load.html)} (${kB(load.htmlGzip)} gzip), everything else ${kB(load.others)} (uncompressed)`);
  }
  // Five more cards add only their HTML (and its loader data): nothing is fetched per card.
  expect(six.requests).toBe(one.requests);
  expect(six.fonts).toBe(one.fonts);
  expect(six.others).toBe(one.others);
});

// Panels in chunks of their own (docs/decisions/0859-editor-panels-load-on-their-own.md).
test("an editor panel whose code does not arrive says so, and loads when asked again", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndConfirm(page, uniqueEmail("panels"));
  const { id } = await publishedSite(page, "Chunky Crust");
  let refused = 0;
  // The retry asks for the same file under another URL (`?retry=1`): the browser keeps a failed module for its URL.
  await page.route(/\/assets\/domain-panel-[\w-]+\.js(\?retry=\d+)?$/, async (route) => {
    if (refused++ === 0) return route.abort("internetdisconnected");
    return route.continue();
  });
  await page.goto(`/u/projects/${id}`);
  const failed = page.getByTestId("panel-load-failed");
  await expect(failed).toContainText("Could not load domains.");
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("panel-load-failed")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /domain/i }).first()).toBeVisible();
  expect(refused).toBe(2);
  // The other panels came on their own.
  await expect(page.getByTestId("panel-loading")).toHaveCount(0);
});
