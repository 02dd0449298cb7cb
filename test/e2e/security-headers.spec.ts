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

/**
 * The violations the page itself was told of: a refused eval (zod's probe for `new Function`) is reported to
 * the page and to DevTools' Issues, which Lighthouse counts, without always reaching the console.
 */
function pageViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
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
  // Its form's schema is built and used: type into it so the validation runs too.
  await page.getByLabel(/email/i).first().fill("someone@example.com");
  violations.push(...(await pageViolations(page)));
  expect(violations).toEqual([]);
});

test("signed-in screens and previews run under the CSP without a violation", async ({ page }) => {
  const violations = watchViolations(page);
  await signUpAndConfirm(page, uniqueEmail("csp"));
  for (const path of ["/u/chat", "/u/dashboard", "/u"]) {
    await page.goto(path);
    await expect(page.locator("body")).toHaveAttribute("class", /./);
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    violations.push(...(await pageViolations(page)).map((violation) => `${path}: ${violation}`));
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
