import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";

let counter = 0;

/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * Each test gets its own client address: the auth rate limit counts per address (CF-Connecting-IP,
 * which Cloudflare sets in production and the local server passes through), so tests never share a bucket.
 */
export async function useOwnClientAddress(context: BrowserContext): Promise<void> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": `10.${octet()}.${octet()}.${octet()}` });
}

/** The newest link to `path` mailed to `email`, read from the development outbox (mail is sent after the response). */
export async function linkFromOutbox(request: APIRequestContext, email: string, path: "/email-confirmation" | "/reset-password" | "/reply-confirmation"): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<]+${path}\\?[^\\s"<]+`);
  let link = "";
  await expect
    .poll(
      async () => {
        const html = await (await request.get("/dev/outbox")).text();
        // One <li> per message, newest first: take the first message addressed to this email.
        const message = html.split("<li").find((chunk) => chunk.includes(`>${email}</span>`) && pattern.test(chunk));
        link = message?.match(pattern)?.[0].replaceAll("&amp;", "&") ?? "";
        return link;
      },
      { message: `an email to ${email} with a ${path} link`, timeout: 10_000 },
    )
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * A new account, confirmed through its emailed link, signed in in this page's browser; ends on Chat. Most tests only
 * need the account, so by default it is made through the same doors without drawing them: the API's register (in
 * the browser's languages, as the screen would), the link's page, the login form's post (with this site's Origin,
 * as a browser sends it). `throughScreens` walks the sign-up and confirmation screens as a person does
 * (docs/decisions/0916-browser-tests-make-accounts-through-the-doors-they-do-not-test.md).
 */
export async function signUpAndConfirm(page: Page, email: string, password = "correct horse battery", { throughScreens = false } = {}): Promise<void> {
  if (throughScreens) return signUpThroughScreens(page, email, password);
  const languages = await page.evaluate(() => navigator.languages.join(","));
  const origin = await registerAndConfirm(page.request, email, password, languages);
  const signedIn = await page.request.post("/login", { form: { identifier: email, password }, headers: { Origin: origin }, maxRedirects: 0 });
  expect(signedIn.status(), "the login form's answer").toBeGreaterThanOrEqual(300);
  expect(signedIn.status()).toBeLessThan(400);
  await page.goto("/u/chat");
  await expect(page).toHaveURL(/\/u\/chat$/, { timeout: 15_000 });
  // Hydrated, as after the screens' own navigation: the signed-in layout stores the user in an effect.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("user")), { timeout: 15_000 }).not.toBeNull();
}

/**
 * Registers an account through the API (in `languages`, as a browser's request would carry them) and confirms it
 * through its emailed link's page; answers the site's origin. Nobody is signed in by it.
 */
export async function registerAndConfirm(request: APIRequestContext, email: string, password: string, languages = "en"): Promise<string> {
  const registered = await request.post("/api/v1/auth/local/register", { data: { username: email.split("@")[0], email, password }, headers: { "Accept-Language": languages } });
  expect(registered.status(), await registered.text()).toBe(200);
  const confirmed = await request.get(await linkFromOutbox(request, email, "/email-confirmation"));
  expect(confirmed.status()).toBe(200);
  return new URL(confirmed.url()).origin;
}

/** Signs up through the screen and confirms through the emailed link; ends signed in on Chat. */
async function signUpThroughScreens(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/email-confirmation\?email=/);
  const link = await linkFromOutbox(page.request, email, "/email-confirmation");
  await page.goto(link);
  await expect(page.getByText("Your email has been confirmed and your registration is now complete. Thank you for joining us!")).toBeVisible();
  // The link confirms; signing in takes this browser's own click (docs/security.md: login CSRF).
  await page.getByRole("button", { name: "Continue" }).click();
  // Signing in loads the chat's route and data: on two busy cores that took longer than the 5 s default once.
  await expect(page).toHaveURL(/\/u\/chat$/, { timeout: 15_000 });
}

/** Where `npm run dev`, `npm run preview` and `wrangler d1 execute --local` keep the local D1 database. */
const LOCAL_D1_DIRECTORY = fileURLToPath(new URL("../../.wrangler/state/v3/d1/miniflare-D1DatabaseObject/", import.meta.url));

/**
 * Makes an account an admin in the local database the running server uses, as `npm run user:promote` does, but in
 * one short SQLite write: that script starts a second workerd that held the database for longer than the server's
 * lock retries, and pages other tests were loading at that moment answered 503 (docs/operations.md). Even this short
 * write fails the server's query it meets, so it runs once, in the global setup, before any test.
 */
export function promoteInLocalDatabase(email: string): void {
  const files = readdirSync(LOCAL_D1_DIRECTORY).filter((file) => file.endsWith(".sqlite") && file !== "metadata.sqlite");
  for (const file of files) {
    const database = new DatabaseSync(path.join(LOCAL_D1_DIRECTORY, file), { timeout: 5_000 });
    try {
      const hasUsers = database.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get();
      if (!hasUsers) continue;
      const { changes } = database.prepare("UPDATE users SET role_id = (SELECT id FROM roles WHERE type = 'admin'), updated_at = unixepoch('subsec') * 1000 WHERE email = ?").run(email.toLowerCase());
      if (changes === 1) return;
    } finally {
      database.close();
    }
  }
  throw new Error(`no account ${email} in the local database (${LOCAL_D1_DIRECTORY})`);
}

/** Where the global setup (test/e2e/global-setup.ts) leaves the run's admin account for the tests. */
export const ADMIN_ENV = { email: "MAY_E2E_ADMIN_EMAIL", password: "MAY_E2E_ADMIN_PASSWORD" } as const;

/**
 * Signs in through the login screen as the run's admin, made by the global setup (previews of draft pages are for
 * admins, docs/security.md). Give the context its own client address first; the tests only read as the admin.
 */
export async function signInAsAdmin(page: Page): Promise<string> {
  const email = process.env[ADMIN_ENV.email];
  const password = process.env[ADMIN_ENV.password];
  if (!email || !password) throw new Error("no admin account: the browser tests' global setup did not run");
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/u\/chat$/, { timeout: 15_000 });
  return email;
}

/** Answers the chat's question once it has finished typing in. */
export async function answer(page: Page, question: string, text: string) {
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: question }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true", { timeout: 10_000 });
  await page.getByLabel("Your answer").fill(text);
  await page.getByLabel("Your answer").press("Enter");
}

/** The "Here's what I understood" card that waits after the template: skipped, so the site is written from May's reading. */
export async function skipUnderstood(page: Page) {
  const card = page.getByTestId("understood-card");
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole("button", { name: "Skip" }).click();
}

/**
 * A new account's site, from the chat to the editor: sign up, the three answers, a template, the generation
 * panel, the dashboard's Preview. Leaves the page on the editor of the new project. A bakery in Porto unless told.
 */
export async function newSiteInEditor(
  page: Page,
  { emailPrefix, business, location = "Porto, Portugal", name = "Rise & Crumb", template = "Warm Editorial" }: { emailPrefix: string; business: string; location?: string; name?: string; template?: string },
): Promise<void> {
  await signUpAndConfirm(page, uniqueEmail(emailPrefix));
  await answer(page, "What do you want to build?", business);
  await answer(page, "Do you want specific a location?", location);
  await answer(page, "What's your project name?", name);
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  await page.getByRole("button", { name: `Apply ${template}` }).click();
  await skipUnderstood(page);
  const panel = page.getByTestId("generation-panel");
  await expect(panel.getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
  await panel.getByRole("link", { name: "Open in Dashboard" }).click();
  await page.getByTestId("project-card").filter({ hasText: name }).getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/u\/projects\/\d+/);
}
