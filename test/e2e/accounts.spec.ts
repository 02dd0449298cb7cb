import { expect, type Locator, type Page, test } from "@playwright/test";
import { linkFromOutbox, signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** The element's box lies wholly inside the viewport's width and below its top. */
async function expectOnScreen(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, "the panel is drawn").not.toBeNull();
  expect(box!.x, "its start is on the screen").toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, "its end is on the screen").toBeLessThanOrEqual(width);
  expect(box!.y).toBeGreaterThanOrEqual(0);
}

test("sign up, confirm from the emailed link, land on Chat; sign out clears the session and the stored user", async ({ page, context }) => {
  const email = uniqueEmail("journey");
  await signUpAndConfirm(page, email, undefined, { throughScreens: true });
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Chat" })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem("user"));
  expect(JSON.parse(stored ?? "null")).toEqual({ email, username: email.split("@")[0], confirmed: true, role: "authenticated" });
  expect(stored).not.toMatch(/jwt|token|password/i);
  const session = (await context.cookies()).find((cookie) => cookie.name === "may_session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");

  // The confirmation is the first notification: an unread count, a list, read once opened.
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(page.getByTestId("unread-count")).toHaveText("1");
  await bell.click();
  await expect(page.getByRole("list", { name: "Notifications" }).getByText("Email confirmed")).toBeVisible();
  await expect(page.getByTestId("unread-count")).toBeHidden();
  // The open panel stays on the screen, a phone's too (it once ran off a 390 px screen's start).
  await expectOnScreen(page, page.locator("[id]:has(> ul[aria-label='Notifications'])"));
  await page.screenshot({ path: test.info().outputPath("notifications-open.png") });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("list", { name: "Notifications" })).toBeHidden();
  await expect(bell).toBeFocused();
  await page.reload();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await expectOnScreen(page, page.locator("[id]:has(> form[action='/logout'])"));
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  expect((await context.cookies()).find((cookie) => cookie.name === "may_session")).toBeUndefined();
  await page.goto("/u/chat");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fu%2Fchat$/);
});

test("log in: a wrong password says 'Invalid email or password'; the right one returns to where the visitor was going", async ({ page, context }) => {
  const email = uniqueEmail("login");
  await signUpAndConfirm(page, email, "s3cret-enough");
  await context.clearCookies();

  await page.goto("/u/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fu%2Fdashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

  await page.getByLabel("Password").fill("s3cret-enough");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/u\/dashboard$/);

  // Someone with a session who opens Login or Signup goes to Chat.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/u\/chat$/);
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/u\/chat$/);
});

test("validation messages appear on submit, focus the first error, and update as the person types", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Email is required.")).toBeVisible();
  await expect(page.getByText("Password is required.")).toBeVisible();
  await expect(page.getByLabel("Email")).toBeFocused();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  const describedBy = await page.getByLabel("Email").getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Email is required.");
  await page.getByLabel("Email").fill("someone@example.com");
  await expect(page.getByText("Email is required.")).toBeHidden();

  await page.goto("/signup");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Email is required.")).toBeVisible();
  await expect(page.getByText("Username is required.")).toBeVisible();
  await expect(page.getByText("Password is required.")).toBeVisible();

  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Email is required.")).toBeVisible();
});

test("signup fills the username from the email until the person edits it", async ({ page }) => {
  await page.goto("/signup");
  const email = page.getByLabel("Email");
  const username = page.getByLabel("Username");
  await email.fill("ada.lovelace@example.com");
  await expect(username).toHaveValue("ada.lovelace");
  await email.fill("grace@example.com");
  await expect(username).toHaveValue("grace");
  await username.fill("amazing_grace");
  await email.fill("hopper@example.com");
  await expect(username).toHaveValue("amazing_grace");
});

test("signing up with a taken email shows the server's message", async ({ page, context }) => {
  const email = uniqueEmail("taken");
  await signUpAndConfirm(page, email);
  await context.clearCookies();
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Username").fill(`other${Date.now()}`);
  await page.getByLabel("Password").fill("another password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email or Username are already taken");
});

test("forgot password, reset from the emailed link, land on Chat; the link works once", async ({ page, context }) => {
  const email = uniqueEmail("reset");
  await signUpAndConfirm(page, email, "old password");
  await context.clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("placeholder", "name@example.com");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that address");

  const link = await linkFromOutbox(page.request, email, "/reset-password");
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("brand new password");
  await page.getByLabel("Confirm new password").fill("does not match");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("brand new password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/u\/chat$/);

  await context.clearCookies();
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("yet another password");
  await page.getByLabel("Confirm new password").fill("yet another password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect code provided");

  // The new password is the one that works.
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("brand new password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/u\/chat$/);
});

test("email confirmation: waiting state, resend, bad code, and resend when already confirmed goes to Chat", async ({ page, context }) => {
  const email = uniqueEmail("confirm");
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a fine password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for registering!" })).toBeVisible();
  await page.getByRole("button", { name: "Resend email" }).click();
  await expect(page.getByRole("status")).toContainText("We sent a new confirmation email");

  // An unconfirmed account cannot log in yet, and is offered the way to confirm.
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a fine password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toContainText("not confirmed");
  await expect(page.getByRole("link", { name: "Resend the confirmation email" })).toBeVisible();

  await page.goto("/email-confirmation?confirmation=not-a-real-code");
  await expect(page.getByRole("alert")).toHaveText("Invalid token");
  await expect(page.getByRole("link", { name: "Go back home" })).toHaveAttribute("href", "/login");

  await page.goto(await linkFromOutbox(page.request, email, "/email-confirmation"));
  await expect(page.getByText("Your email has been confirmed and your registration is now complete. Thank you for joining us!")).toBeVisible();
  await context.clearCookies();

  await page.goto(`/email-confirmation?email=${encodeURIComponent(email)}`);
  await page.getByRole("button", { name: "Resend email" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fu%2Fchat$/);
});

test("a confirmation link opened in another browser confirms but signs nobody in; Log in leads on", async ({ page, browser }) => {
  const email = uniqueEmail("elsewhere");
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a fine password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for registering!" })).toBeVisible();
  const link = await linkFromOutbox(page.request, email, "/email-confirmation");

  // Someone else's browser (a victim mailed the link, or the person's phone): confirmed, not signed in.
  const elsewhere = await browser.newContext();
  try {
    await useOwnClientAddress(elsewhere);
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(other.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
    await expect(other.getByText("Log in with your email and password to continue.")).toBeVisible();
    expect((await elsewhere.cookies()).find((cookie) => cookie.name === "may_session")).toBeUndefined();
    await other.getByRole("link", { name: "Log in" }).click();
    await expect(other).toHaveURL(/\/login$/);
  } finally {
    await elsewhere.close();
  }

  // The browser that signed up still signs in with one click.
  await page.goto("/email-confirmation?confirmed=true");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/u\/chat$/);
});

test("the social-login redirect with a bad hand-off code explains and leads back to Login", async ({ page }) => {
  await page.goto("/auth/google/callback?code=expired-or-made-up");
  await expect(page.getByRole("alert")).toContainText("couldn't finish signing you in");
  await page.getByRole("link", { name: "Back to login" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("Continue with Google goes to the API's Google sign-in", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveAttribute("href", "/api/v1/connect/google");
  await page.goto("/signup");
  await expect(page.getByRole("link", { name: "Sign in with Google" })).toHaveAttribute("href", "/api/v1/connect/google");
});
