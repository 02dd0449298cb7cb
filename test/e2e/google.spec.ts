import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { uniqueEmail, useOwnClientAddress } from "./helpers";

// Google is faked at its HTTP boundary (test/e2e/fake-google.mjs, started by playwright.config.ts): the
// Worker's arctic client, our routes and the screens run for real; nothing ever reaches Google.
const FAKE_GOOGLE = `http://127.0.0.1:${Number(process.env.E2E_GOOGLE_PORT ?? 4180)}`;
const HANDOFF_REFUSED = "We couldn't finish signing you in. The link may have expired or already been used.";

/** Who is signed in at (the fake) Google in this browser, as Google knows it: a cookie on its own origin. */
async function signInAtGoogle(context: BrowserContext, email: string, { emailVerified = true } = {}): Promise<void> {
  await context.addCookies([
    { name: "fake_google_account", value: email, url: FAKE_GOOGLE },
    { name: "fake_google_email_verified", value: String(emailVerified), url: FAKE_GOOGLE },
  ]);
}

/**
 * Login → Continue with Google → (fake) Google → our callback → the hand-off screen. The screen's POST is held
 * until its 'Loading…' state has been seen (it is otherwise gone in a blink). Returns the hand-off URL.
 */
async function continueWithGoogle(page: Page): Promise<string> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const isHandoffPost = (url: URL) => url.pathname.startsWith("/auth/google/callback");
  await page.route(isHandoffPost, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.fallback();
  });
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/auth\/google\/callback\?code=[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Loading…" })).toBeVisible();
  await expect(page.getByText("Signing you in…")).toBeVisible();
  const handoff = page.url();
  release();
  await page.unroute(isHandoffPost);
  return handoff;
}

async function expectSignedInOnChat(page: Page, context: BrowserContext, email: string): Promise<{ username: string }> {
  await expect(page).toHaveURL(/\/u\/chat$/);
  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await expect(page.getByText("Signed in", { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem("user"));
  const user = JSON.parse(stored ?? "null") as Record<string, unknown> | null;
  // The public profile only: no provider, id, token or secret.
  expect(user).toEqual({ email, username: expect.any(String), confirmed: true, role: "authenticated" });
  const session = (await context.cookies()).find((cookie) => cookie.name === "may_session");
  expect(session?.httpOnly).toBe(true);
  return { username: String(user?.username) };
}

test.beforeEach(async ({ context, request }) => {
  await useOwnClientAddress(context);
  // A server on 4173 that Playwright did not start (an old `npm run preview`) has no Google settings: say so plainly.
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const start = await request.get("/api/v1/connect/google", { maxRedirects: 0, headers: { "cf-connecting-ip": `10.${octet()}.${octet()}.${octet()}` } });
  const location = start.headers()["location"] ?? "";
  expect(location.startsWith(`${FAKE_GOOGLE}/`), `GET /api/v1/connect/google answered ${start.status()} ${location}: the server under test is not pointed at the fake Google; stop it so Playwright starts its own`).toBe(true);
});

test("Continue with Google signs in through Google and lands on Chat; the same Google account comes back to the same account", async ({ page, context }) => {
  const email = uniqueEmail("google");
  await signInAtGoogle(context, email);

  await continueWithGoogle(page);
  const first = await expectSignedInOnChat(page, context, email);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((cookie) => cookie.name === "may_session")).toBeUndefined();

  await continueWithGoogle(page);
  const second = await expectSignedInOnChat(page, context, email);
  expect(second.username).toBe(first.username);
});

test("an email Google has not verified ends on the error screen, with a way back to Login", async ({ page, context }) => {
  await signInAtGoogle(context, uniqueEmail("google-unverified"), { emailVerified: false });
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with Google" }).click();

  await expect(page).toHaveURL(/\/auth\/google\/callback\?error=/);
  await expect(page.getByRole("heading", { name: "Sign-in didn't finish" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Email not verified by Google");
  expect((await context.cookies()).find((cookie) => cookie.name === "may_session")).toBeUndefined();

  await page.getByRole("link", { name: "Back to login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
});

test("a hand-off code works once: replayed in a fresh browser it is refused", async ({ page, context, browser }) => {
  const email = uniqueEmail("google-replay");
  await signInAtGoogle(context, email);
  const handoff = await continueWithGoogle(page);
  await expectSignedInOnChat(page, context, email);

  const stranger = await browser.newContext();
  try {
    await useOwnClientAddress(stranger);
    const replay = await stranger.newPage();
    await replay.goto(handoff);
    await expect(replay.getByRole("heading", { name: "Sign-in didn't finish" })).toBeVisible();
    await expect(replay.getByRole("alert")).toHaveText(HANDOFF_REFUSED);
    await expect(replay).toHaveURL(handoff);
    expect((await stranger.cookies()).find((cookie) => cookie.name === "may_session")).toBeUndefined();
    await replay.goto("/u/chat");
    await expect(replay).toHaveURL(/\/login\?redirectTo=%2Fu%2Fchat$/);
  } finally {
    await stranger.close();
  }
});
