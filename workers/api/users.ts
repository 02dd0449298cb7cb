import { Hono } from "hono";
import { adminUpdateUserSchema } from "@core/accounts/schemas";
import { countUsers, requireReadableUser, roleOf, setTimeZone, toPublicUser, updateUser } from "@server/accounts";
import { allowAuthAttempt, type AppContext, limitWrite } from "@server/platform";
import type { User } from "@server/db";
import { AUTH_MESSAGES } from "@core/constants";
import { ApiError } from "./errors";
import { limitSubject, rateLimit } from "./rate-limit";
import { requireUser, type SignedInEnv } from "./require-user";
import { readJsonBody } from "./validation";
import { timeZoneInputSchema } from "@core/time-zone";

/** Whether the query asks for the role: `populate=role`, `populate=*`, `populate[]=role`, `populate[0]=role`, `populate=a,role`. */
export function wantsRole(url: string): boolean {
  for (const [key, value] of new URL(url).searchParams) {
    if (key !== "populate" && !/^populate\[\d*\]$/.test(key)) continue;
    if (value.split(",").some((part) => ["role", "*"].includes(part.trim()))) return true;
  }
  return false;
}

async function show(app: AppContext, user: User, url: string) {
  return toPublicUser(user, wantsRole(url) ? await roleOf(app, user) : undefined);
}

/** /api/v1/users: the signed-in user, the user count, and one user (self or admin). Bare bodies, as Strapi. */
export const usersApi = new Hono<SignedInEnv>()
  .use(requireUser)
  .get("/me", async (c) => c.json(await show(c.var.app, c.var.user, c.req.url), 200))
  // The owner's time zone, from their browser (docs/decisions/0871-times-in-the-owners-time-zone.md); limited per account.
  .put("/me/time-zone", async (c) => {
    const input = await readJsonBody(c, timeZoneInputSchema);
    await limitSubject(c.var.app.env, "users/time-zone", c.var.user.email);
    return c.json({ data: { timeZone: await setTimeZone(c.var.app, c.var.user, input.timeZone) } }, 200);
  })
  // Strapi lets any signed-in user count users; we keep that and limit it per address and account (docs/security.md).
  .get("/count", rateLimit("users/count"), async (c) => {
    await limitSubject(c.var.app.env, "users/count", c.var.user.email);
    return c.json(await countUsers(c.var.app.db), 200);
  })
  .get("/:id{[0-9]{1,15}}", async (c) => {
    const user = await requireReadableUser(c.var.app, c.var.user, Number(c.req.param("id")));
    return c.json(await show(c.var.app, user, c.req.url), 200);
  })
  .put("/:id{[0-9]{1,15}}", async (c) => {
    const input = await readJsonBody(c, adminUpdateUserSchema);
    await limitWrite(c.var.app.env, c.var.user);
    // A new email sends a confirmation link: limited like the other auth mail, per client address, account and address.
    if (input.email !== undefined && input.email !== c.var.user.email) {
      if (!(await allowAuthAttempt(c.var.app.env, "users/email-change", c.req.raw, c.var.user.email, input.email))) {
        throw new ApiError(429, "RateLimitError", AUTH_MESSAGES.tooManyRequests);
      }
    }
    const user = await updateUser(c.var.app, c.var.user, Number(c.req.param("id")), input);
    return c.json(await show(c.var.app, user, c.req.url), 200);
  });
