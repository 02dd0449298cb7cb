import { expect, test, type Page } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";

// Signed-in pages name their words by URL and the browser fetches each once (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md).

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** Every words request the page sends (routing turns the browser's HTTP cache off, so each fetch shows here). */
async function watchWords(page: Page, refuse: RegExp | null = null): Promise<string[]> {
  const asked: string[] = [];
  await page.route("**/_words/**", async (route) => {
    const path = new URL(route.request().url()).pathname;
    asked.push(path);
    if (refuse?.test(path)) await route.abort("internetdisconnected");
    else await route.continue();
  });
  return asked;
}

/** Signed up and on the chat with its words drawn, nothing of it still loading. */
async function signedUp(page: Page, name: string): Promise<void> {
  await signUpAndConfirm(page, uniqueEmail(name));
  await expect(page.getByTestId("question-announcer")).toHaveText("What do you want to build?");
  await page.waitForLoadState("networkidle");
}

/** The addresses asked, each once, in the order first asked. */
const addresses = (asked: string[]) => [...new Set(asked)];

const hydrated = (page: Page) => expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);

test("a signed-in page's words arrive once with the page, and a navigation fetches only the words it lacks", async ({ page }) => {
  await signedUp(page, "words");
  const asked = await watchWords(page);
  await page.goto("/u/dashboard");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "No sites yet" })).toBeVisible();
  // The layout's words only. (With the cache off, the browser may ask twice for what it preloaded, when the
  // preload ended before the page asked: a real cache answers the second; the address is what counts here.)
  // That second ask may also come late, after the page looks ready, so each step below counts the addresses it adds.
  const dashboardWords = expect.stringMatching(/^\/_words\/en\/dashboard\.[0-9a-z]+\.json$/);
  expect(addresses(asked)).toEqual([dashboardWords]);

  // To the chat: only its own words are fetched, once, and its screen shows them.
  await page.getByRole("link", { name: "Chat", exact: true }).click();
  await expect(page).toHaveURL(/\/u\/chat$/);
  await expect(page.getByTestId("question-announcer")).toHaveText("What do you want to build?");
  const chatWords = expect.stringMatching(/^\/_words\/en\/chat\+facts\.[0-9a-z]+\.json$/);
  expect(addresses(asked)).toEqual([dashboardWords, chatWords]);
  expect(asked.filter((path) => path.includes("/chat+facts.")), "the chat's words, asked once").toHaveLength(1);

  // Back to the dashboard: nothing fetched again (the layout's words at most the preload and the page's own ask).
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("heading", { name: "No sites yet" })).toBeVisible();
  expect(addresses(asked)).toEqual([dashboardWords, chatWords]);
  expect(asked.filter((path) => path.includes("/chat+facts.")), "the chat's words, asked once").toHaveLength(1);
  expect(asked.filter((path) => path.includes("/dashboard.")).length, "the layout's words, asked at most twice").toBeLessThanOrEqual(2);
  await page.screenshot({ path: test.info().outputPath("dashboard-after-words.png") });

  // Home (/u): the welcome panel's words (auth) fetched once, its title and panel drawn with them.
  await page.getByRole("link", { name: "May home" }).click();
  await expect(page).toHaveURL(/\/u$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to May" })).toBeVisible();
  await expect(page).toHaveTitle("Welcome · May");
  const welcomeWords = expect.stringMatching(/^\/_words\/en\/auth\.[0-9a-z]+\.json$/);
  expect(addresses(asked)).toEqual([dashboardWords, chatWords, welcomeWords]);
  expect(asked.filter((path) => path.includes("/auth.")), "the welcome page's words, asked once").toHaveLength(1);
  await page.screenshot({ path: test.info().outputPath("welcome-after-words.png") });
});

test("words that cannot arrive leave the screen before it, then show the error screen in the page's words", async ({ page }) => {
  await signedUp(page, "words-broken");
  const asked = await watchWords(page, /\/chat\+facts\./);
  await page.goto("/u/dashboard");
  await hydrated(page);
  await page.getByRole("link", { name: "Chat", exact: true }).click();
  // Tried twice (one retry), then the root's error screen, its words from the page's own data; nothing half-drawn.
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByText("Something went wrong on our side. Please try again in a moment.")).toBeVisible();
  expect(asked.filter((path) => path.includes("/chat+facts."))).toHaveLength(2);
  await page.screenshot({ path: test.info().outputPath("words-failed.png") });
  // Reconnected, the page loads whole again.
  await page.unroute("**/_words/**");
  await page.goto("/u/chat");
  await expect(page.getByTestId("question-announcer")).toHaveText("What do you want to build?");
});
