import { Hono } from "hono";
import { AUTH_MESSAGES } from "@core/constants";
import { negotiateLanguage } from "@core/i18n/app-languages";
import {
  changePasswordSchema,
  emailConfirmationSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  sendEmailConfirmationSchema,
} from "@core/accounts/schemas";
import { changePassword, confirmEmail, emailConfirmationRedirect, forgotPassword, loginWithPassword, redeemGoogleHandoff, register, resendConfirmation, resetPassword, signInWithGoogleAccessToken } from "@server/accounts";
import { ApiError } from "./errors";
import { limitSubject, rateLimit } from "./rate-limit";
import { requireUser } from "./require-user";
import type { ApiEnv } from "./api-env";
import { parseInput, readJsonBody } from "./validation";

/** /api/v1/auth: Strapi v4 users-permissions' auth routes, bodies and messages. */
export const authApi = new Hono<ApiEnv>()
  .post("/local", rateLimit("auth/local"), async (c) => {
    const input = await readJsonBody(c, loginSchema);
    await limitSubject(c.var.app.env, "auth/local", input.identifier);
    return c.json(await loginWithPassword(c.var.app, input), 200);
  })
  .post("/local/register", rateLimit("auth/local/register"), async (c) => {
    const input = await readJsonBody(c, registerSchema);
    await limitSubject(c.var.app.env, "auth/local/register", input.email);
    // The API has no cookie or screen: the account speaks the first language of Accept-Language May speaks, if any.
    return c.json(await register(c.var.app, input, negotiateLanguage(c.req.header("Accept-Language"))), 200);
  })
  .get("/email-confirmation", async (c) => {
    const { confirmation } = parseInput(emailConfirmationSchema, { confirmation: c.req.query("confirmation") });
    await confirmEmail(c.var.app, confirmation);
    return c.redirect(emailConfirmationRedirect(c.var.app.env), 302);
  })
  .post("/send-email-confirmation", rateLimit("auth/send-email-confirmation"), async (c) => {
    const { email } = await readJsonBody(c, sendEmailConfirmationSchema);
    // Strapi's answers stay (an accepted enumeration risk, docs/security.md); the address is limited.
    await limitSubject(c.var.app.env, "auth/send-email-confirmation", email);
    return c.json(await resendConfirmation(c.var.app, email), 200);
  })
  .post("/forgot-password", rateLimit("auth/forgot-password"), async (c) => {
    const { email } = await readJsonBody(c, forgotPasswordSchema);
    await limitSubject(c.var.app.env, "auth/forgot-password", email);
    return c.json(forgotPassword(c.var.app, email), 200);
  })
  .post("/reset-password", rateLimit("auth/reset-password"), async (c) => {
    return c.json(await resetPassword(c.var.app, await readJsonBody(c, resetPasswordSchema)), 200);
  })
  .post("/change-password", rateLimit("auth/change-password"), requireUser, async (c) => {
    await limitSubject(c.var.app.env, "auth/change-password", c.var.user.email);
    return c.json(await changePassword(c.var.app, c.var.user, await readJsonBody(c, changePasswordSchema)), 200);
  })
  // The redirect flow ends here with ?code= (our one-time hand-off); Strapi clients send ?access_token=.
  .get("/google/callback", rateLimit("auth/google/callback"), async (c) => {
    const code = c.req.query("code");
    const accessToken = c.req.query("access_token");
    if (code) return c.json(await redeemGoogleHandoff(c.var.app, code), 200);
    if (accessToken) return c.json(await signInWithGoogleAccessToken(c.var.app, accessToken), 200);
    throw new ApiError(400, "ValidationError", AUTH_MESSAGES.noAccessToken);
  });
