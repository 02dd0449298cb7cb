import { expect, test } from "@playwright/test";
import { signInAsAdmin, useOwnClientAddress } from "./helpers";

// CMS pages from the local source (content/pages), against the built Worker.
const FORM_SUCCESS = "Thank you! Your message is on its way, and a person will reply soon.";
const FORM_ERROR = "Form submission error :( Please check your answers and try again";

test.describe("CMS pages", () => {
  test("a local page renders with its title, description and blocks, and ships no JavaScript", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const response = await page.goto("/pricing");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Pricing · May");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /free while in beta/);
    await expect(page.getByRole("heading", { level: 1, name: "Free while we are in beta" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Plus" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start building" }).first()).toHaveAttribute("href", "/signup");
    const image = page.getByRole("img", { name: /A published May site/ });
    await expect(image).toHaveAttribute("srcset", /publish-800\.webp 800w/);
    await expect(image).toHaveAttribute("loading", "lazy");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    expect(await page.locator("script").count()).toBe(0);
  });

  test("the features page shows its video with a poster and its sections", async ({ page }) => {
    await page.goto("/features");
    await expect(page).toHaveTitle("Features · May");
    const video = page.locator("video");
    await expect(video).toHaveAttribute("poster", "/media/highlights-poster.jpg");
    await expect(video).toHaveAttribute("preload", "none");
    await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(page.getByRole("img", { name: /generated for a Lisbon bike workshop/ })).toHaveAttribute("fetchpriority", "high");
  });

  test("the contact form goes from unsubmitted through sending to success", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle("Contact · May");
    const form = page.getByRole("form", { name: "Contact" });
    await expect(form).toHaveAttribute("data-form-state", "unsubmitted");
    await expect(form).toHaveAttribute("data-hydrated", "true");

    // Hold the submission for a moment so the sending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact.data*", async (route) => {
      await held;
      await route.continue();
    });

    await form.getByLabel("Your name").fill("Ana Ribeiro");
    await form.getByLabel("Email").fill("ana@example.com");
    await form.getByLabel("What is it about?").selectOption({ label: "Publishing and domains" });
    await form.getByLabel("Message").fill("Can I point my own domain at my May site?");
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(form).toHaveAttribute("data-form-state", "sending");
    await expect(form.getByText("Sending…")).toBeVisible();
    await expect(form.getByRole("button", { name: "Send message" })).toBeDisabled();
    release();

    const done = page.getByRole("status").filter({ hasText: FORM_SUCCESS });
    await expect(done).toBeVisible();
    await expect(done).toHaveAttribute("data-form-state", "success");
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the contact form shows docs/product.md's error message when sending fails, and keeps the answers", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact" });
    await expect(form).toHaveAttribute("data-hydrated", "true");
    await page.route("**/contact.data*", (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));

    await form.getByLabel("Your name").fill("Ana Ribeiro");
    await form.getByLabel("Email").fill("ana@example.com");
    await form.getByLabel("What is it about?").selectOption("other");
    await form.getByLabel("Message").fill("Hello!");
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(form).toHaveAttribute("data-form-state", "error");
    await expect(form.getByRole("alert")).toHaveText(FORM_ERROR);
    await expect(form.getByLabel("Message")).toHaveValue("Hello!");
  });

  test("hovering or focusing a link to another page prefetches it", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("form", { name: "Contact" })).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("link", { name: "pricing page" }).focus();
    await expect(page.locator('head link[rel="prefetch"][href="/pricing"]')).toHaveCount(1);
  });

  test("an embed with a bad URL shows its message instead of a frame, and a broken image its placeholder", async ({ page, context }) => {
    await useOwnClientAddress(context);
    await signInAsAdmin(page);
    await page.goto("/preview/page?path=/authoring/blocks");
    await expect(page.getByRole("heading", { level: 1, name: "Block reference" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid url, please try another" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "There was an error embedding this URL, please try again or another URL" })).toBeVisible();
    await expect(page.locator('iframe[src^="http:"]')).toHaveCount(0);
    // The broken image is lazy: bring its part of the page near the screen so it starts loading.
    await page.getByRole("heading", { level: 2, name: "Image", exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("img", { name: "An image whose file is missing" })).toContainText("Image unavailable");
  });

  test("a path with no content in preview shows an empty canvas, not the 404 page", async ({ page, context }) => {
    await useOwnClientAddress(context);
    await signInAsAdmin(page);
    const response = await page.goto("/launch-party?preview=page");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Nothing on this page yet" })).toBeVisible();
    await expect(page.getByTestId("cms-preview-toolbar")).toContainText(/Layout: (Large|Medium|Small)/);
  });

  test("a random path gives the 404 page, with no JavaScript", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const response = await page.goto(`/no-such-page-${Math.random().toString(36).slice(2)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go back home" })).toHaveAttribute("href", "/");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
  });
});
