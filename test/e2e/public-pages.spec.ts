import { expect, test } from "@playwright/test";
import { wranglerVar } from "./config";
import { signInAsAdmin, useOwnClientAddress } from "./helpers";

const WAITLIST_URL = wranglerVar("WAITLIST_URL");

test.describe("landing page", () => {
  test("renders the hero, the highlights video with its poster, and the footer", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/May/);
    await expect(page.getByRole("heading", { level: 1, name: "Join us at May" })).toBeVisible();
    await expect(page.getByText("A creative and helpful collaborator that boosts your imagination and productivity.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute("href", "/privacy");

    const video = page.locator("#highlights video");
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).toHaveAttribute("poster", /highlights-poster/);

    const footer = page.locator("footer");
    await expect(footer.getByText("© 2023 May")).toBeVisible();
    // The specification's "English (US)" label is the language picker (docs/decisions/0901-the-language-label-is-the-picker.md).
    await expect(footer.getByLabel("Language")).toHaveValue("en");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    await expect(footer.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: /Request a feature/ })).toHaveAttribute("href", wranglerVar("FEATURE_REQUEST_URL"));
    await expect(footer.getByRole("link", { name: /Copyright protected/ })).toBeVisible();
    await expect(footer.getByRole("link", { name: /on (X|LinkedIn)/ })).toHaveCount(2);
  });

  test("ships no JavaScript", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    expect(await page.locator("script").count()).toBe(0);
  });

  test("the FAQ has three entries that toggle open and closed", async ({ page }) => {
    await page.goto("/");
    const items = page.getByTestId("faq-item");
    await expect(items).toHaveCount(3);
    const first = items.first();
    const answer = first.locator("p");
    await expect(answer).toBeHidden();
    await first.locator("summary").click();
    await expect(answer).toBeVisible();
    await first.locator("summary").click();
    await expect(answer).toBeHidden();
    // And by keyboard.
    await items.nth(1).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(1).locator("p")).toBeVisible();
  });

  test("Join Waitlist opens the configured form in a new tab", async ({ page, context }) => {
    await context.route(`${WAITLIST_URL}**`, (route) => route.fulfill({ contentType: "text/html", body: "<h1>Waitlist form</h1>" }));
    await page.goto("/");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("link", { name: /Join Waitlist/ }).first().click();
    const popup = await popupPromise;
    expect(popup.url()).toBe(WAITLIST_URL);
    await expect(popup.getByRole("heading", { name: "Waitlist form" })).toBeVisible();
    expect(page.url()).toMatch(/\/$/);
  });
});

test.describe("other public pages", () => {
  test("about shows its copy and its image", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByText("Deploy faster")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "A better workflow" })).toBeVisible();
    await expect(page.getByText("No server? No problem.")).toBeVisible();
    for (const bullet of ["Push to deploy.", "SSL certificates.", "Database backups."]) {
      await expect(page.getByText(bullet)).toBeVisible();
    }
    const image = page.locator('img[src="/about.jpeg"]');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("terms and privacy render their long-form text", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText(/05 May 2023/).first()).toBeVisible();
    await page.goto("/terms#intellectual-property");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Intellectual property" })).toBeInViewport();
  });

  test("an unknown path shows the 404 page and Go back home returns to /", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
    await page.getByRole("link", { name: "Go back home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Join us at May" })).toBeVisible();
  });
});

test.describe("signed-in pages", () => {
  for (const path of ["/u", "/u/chat", "/u/dashboard"]) {
    test(`${path} sends a visitor without a session to Login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
      await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    });
  }
});

test.describe("app chrome", () => {
  test("a spinner shows while a route loads", async ({ page, context }) => {
    await useOwnClientAddress(context);
    await signInAsAdmin(page);
    await page.goto("/preview");
    await expect(page.getByRole("heading", { name: "Welcome to May" })).toBeVisible();
    // Hold the next page's code so the loading state lasts long enough to see.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/preview-page-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Page", exact: true }).click();
    await expect(page.getByTestId("navigation-progress")).toBeVisible();
    await expect(page.getByTestId("navigation-progress").getByRole("status")).toHaveText("Loading…");
    release();
    await expect(page.getByTestId("navigation-progress")).toBeHidden();
    await expect(page).toHaveURL(/\/preview\/page$/);
  });

  test("a form post to a page that takes none shows the 405 screen", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/about";
      document.body.appendChild(form);
      form.submit();
    });
    await expect(page.getByRole("heading", { name: "Method Not Allowed" })).toBeVisible();
    await expect(page.getByText("405", { exact: true })).toBeVisible();
  });
});
