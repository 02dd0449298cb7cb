import { DomainError } from "@core/errors";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { AUTH_MESSAGES, AUTH_TOKEN_TTL_MS, GOOGLE_HANDOFF_COOKIE } from "@core/constants";
import { finishGoogleSignIn, startGoogleSignIn } from "@server/accounts";
import { timingSafeEqualText } from "@server/platform";
import { rateLimit } from "./rate-limit";
import type { ApiEnv } from "./api-env";

const STATE_COOKIE = "may_google_state";
const VERIFIER_COOKIE = "may_google_verifier";
const COOKIE_PATH = "/api/v1/connect/google";
/** Where the browser lands after Google: the social-login screen, which redeems the hand-off code. */
const FRONTEND_CALLBACK = "/auth/google/callback";

function cookieOptions(c: Context) {
  // HttpOnly, 10 minutes, only sent back to the callback; Lax so Google's top-level redirect carries them.
  return { path: COOKIE_PATH, httpOnly: true, secure: new URL(c.req.url).protocol === "https:", sameSite: "Lax", maxAge: 600 } as const;
}

function backToApp(c: Context, query: Record<string, string>) {
  return c.redirect(`${FRONTEND_CALLBACK}?${new URLSearchParams(query)}`, 302);
}

/** /api/v1/connect: Google sign-in through arctic (authorization code with state and PKCE). */
export const connectApi = new Hono<ApiEnv>()
  .get("/google", rateLimit("connect/google"), (c) => {
    const { url, state, codeVerifier } = startGoogleSignIn(c.var.app.env);
    setCookie(c, STATE_COOKIE, state, cookieOptions(c));
    setCookie(c, VERIFIER_COOKIE, codeVerifier, cookieOptions(c));
    return c.redirect(url.toString(), 302);
  })
  // A browser navigation: failures go back to the app's callback screen with ?error=, never a JSON page.
  .get("/google/callback", async (c) => {
    const storedState = getCookie(c, STATE_COOKIE);
    const codeVerifier = getCookie(c, VERIFIER_COOKIE);
    deleteCookie(c, STATE_COOKIE, cookieOptions(c));
    deleteCookie(c, VERIFIER_COOKIE, cookieOptions(c));
    const { code, state, error } = c.req.query();
    // The person cancelled at Google, or Google refused: nothing to verify, just say so.
    if (error) return backToApp(c, { error: AUTH_MESSAGES.googleSignInFailed });
    if (!code || !state || !storedState || !codeVerifier || !timingSafeEqualText(state, storedState)) {
      return backToApp(c, { error: AUTH_MESSAGES.googleStateMismatch });
    }
    try {
      const handoff = await finishGoogleSignIn(c.var.app, { code, codeVerifier });
      // Only this browser may redeem the code on the hand-off screen (docs/security.md: login CSRF).
      setCookie(c, GOOGLE_HANDOFF_COOKIE, handoff, { ...cookieOptions(c), path: "/auth/google", maxAge: AUTH_TOKEN_TTL_MS.googleHandoff / 1000 });
      return backToApp(c, { code: handoff });
    } catch (error) {
      if (error instanceof DomainError) return backToApp(c, { error: error.message });
      throw error;
    }
  });
