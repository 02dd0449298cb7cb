import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin, signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";

// The Content-Security-Policy must not block anything our own pages do (docs/security.md, "Screens and headers").
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

test("public pages and forms load and hydrate under the CSP without a violation", async ({ page }) => {
  const violations = watchViolations(page);
  for (const path of ["/", "/about", "/pricing", "/contact", "/login", "/signup", "/no-such-page"]) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"], path).toBeTruthy();
  }
  // The login page hydrates: React Router's inline scripts ran with the response's nonce.
  await page.goto("/login");
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  expect(violations).toEqual([]);
});

test("signed-in screens and previews run under the CSP without a violation", async ({ page }) => {
  const violations = watchViolations(page);
  await signUpAndConfirm(page, uniqueEmail("csp"));
  for (const path of ["/u/chat", "/u/dashboard", "/u"]) {
    await page.goto(path);
    await expect(page.locator("body")).toHaveAttribute("class", /./);
  }
  expect(violations).toEqual([]);
});

test("an admin's previews run under the CSP, and may be framed by Builder's editor", async ({ page }) => {
  const violations = watchViolations(page);
  await signInAsAdmin(page);
  const preview = await page.goto("/preview/page?path=/authoring/blocks");
  expect(preview?.headers()["content-security-policy"]).toContain("frame-ancestors 'self' https://builder.io https://*.builder.io");
  expect(preview?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { level: 1, name: "Block reference" })).toBeVisible();
  await page.goto("/preview");
  await expect(page.getByRole("textbox", { name: "Preview URL" })).toHaveValue(/preview_token=\d+\.[\w-]+$/);
  expect(violations).toEqual([]);
});
