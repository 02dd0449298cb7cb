import { eq } from "drizzle-orm";
import { DEFAULT_APP_LANGUAGE, isAppLanguage, LANGUAGE_COOKIE, negotiateLanguage, PSEUDO_LANGUAGE, type AppLanguage, type ScreenLanguage } from "@core/i18n/app-languages";
import { isDevelopment, type AppContext } from "@server/platform";
import { users, type User } from "@server/db";
import { cookieAttributes, cookieValue, SESSION_COOKIE_NAME } from "./session";

/**
 * Which language May speaks to a person (docs/decisions/0900-may-speaks-the-owners-language.md): the signed-in
 * account's stored choice, else the choice kept in a cookie, else the first of the browser's `Accept-Language` that
 * May speaks, else English. The pseudo-locale cookie, honoured only in development, wins over all.
 */
export function chooseLanguage(app: AppContext, request: Request, account: Pick<User, "language"> | null): ScreenLanguage {
  const cookie = cookieValue(request.headers.get("Cookie"), LANGUAGE_COOKIE);
  // The pseudo-locale is a development tool: it wins over an account's choice so any screen can be checked in it.
  if (cookie === PSEUDO_LANGUAGE && isDevelopment(app.env)) return PSEUDO_LANGUAGE;
  const stored = account?.language;
  if (isAppLanguage(stored)) return stored;
  if (isAppLanguage(cookie)) return cookie;
  return negotiateLanguage(request.headers.get("Accept-Language")) ?? DEFAULT_APP_LANGUAGE;
}

/** Whether the request carries a session cookie at all (only then is the account's own choice worth a read). */
export function hasSessionCookie(request: Request): boolean {
  return cookieValue(request.headers.get("Cookie"), SESSION_COOKIE_NAME) !== null;
}

const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Set-Cookie header value that keeps a language choice in this browser for a year. */
export function languageCookie(app: AppContext, request: Request, language: ScreenLanguage): string {
  // Readable by nothing but the server, like every cookie of ours; the page's `lang` says which language it is.
  return `${LANGUAGE_COOKIE}=${language}; ${cookieAttributes(app, request, LANGUAGE_COOKIE_SECONDS)}`;
}

/**
 * Stores the language the person chose for May's screens and emails, so it follows them to their other devices.
 * Answers the language now stored.
 */
export async function setAccountLanguage(app: AppContext, user: User, language: AppLanguage): Promise<AppLanguage> {
  if (user.language !== language) await app.db.update(users).set({ language }).where(eq(users.id, user.id));
  return language;
}
