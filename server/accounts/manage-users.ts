import { eq } from "drizzle-orm";
import { AUTH_MESSAGES } from "@core/constants";
import type { AdminUpdateUserInput } from "@core/accounts/schemas";
import { DomainError } from "@core/errors";
import { emailConfirmationEnabled } from "./account-settings";
import { sendConfirmationInBackground } from "./email-confirmation";
import { alreadyTaken, forbidden, notFound } from "./account-errors";
import type { AppContext } from "@server/platform";
import { roles, users, type Role, type User } from "@server/db";
import { findRole, findUserById, isAdmin, isEmailOrUsernameTaken, isUniqueViolation } from "./users";

/** A user another user may read: themself, or anyone when they are an admin (others: 403, whether or not the id exists). */
export async function requireReadableUser(app: AppContext, actor: User, targetId: number): Promise<User> {
  if (actor.id === targetId) return actor;
  if (!(await isAdmin(app.db, actor))) throw forbidden();
  const target = await findUserById(app.db, targetId);
  if (!target) throw notFound();
  return target;
}

async function resolveRole(app: AppContext, role: number | string): Promise<Role> {
  const found = await app.db.query.roles.findFirst({ where: typeof role === "number" ? eq(roles.id, role) : eq(roles.type, role) });
  if (!found) {
    throw new DomainError("INVALID", AUTH_MESSAGES.roleNotFound, {
      errors: [{ path: ["role"], message: AUTH_MESSAGES.roleNotFound, name: "ValidationError" }],
    });
  }
  return found;
}

/**
 * PUT /users/:id: a user changes their own username and email; an admin may change anyone's, and also
 * `confirmed`, `blocked` and `role` (fields a non-admin may not set are ignored). A new email takes
 * effect when the link sent to it is used (while confirmation is on).
 */
export async function updateUser(app: AppContext, actor: User, targetId: number, input: AdminUpdateUserInput): Promise<User> {
  const target = await requireReadableUser(app, actor, targetId);
  const actorIsAdmin = await isAdmin(app.db, actor);
  const changes: Partial<typeof users.$inferInsert> = {};

  if (input.username !== undefined && input.username !== target.username) changes.username = input.username;
  let newEmail = input.email !== undefined && input.email !== target.email ? input.email : undefined;
  if ((changes.username !== undefined || newEmail !== undefined) && (await isEmailOrUsernameTaken(app.db, { username: changes.username, email: newEmail }, target.id))) {
    throw alreadyTaken();
  }
  if (newEmail !== undefined && !emailConfirmationEnabled(app.env)) {
    changes.email = newEmail;
    newEmail = undefined;
  }
  if (actorIsAdmin) {
    if (input.confirmed !== undefined) changes.confirmed = input.confirmed;
    if (input.blocked !== undefined) changes.blocked = input.blocked;
    if (input.role !== undefined) changes.roleId = (await resolveRole(app, input.role)).id;
  }

  let updated = target;
  if (Object.keys(changes).length > 0) {
    try {
      [updated = target] = await app.db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyTaken();
      throw error;
    }
  }
  if (newEmail !== undefined) sendConfirmationInBackground(app, updated, newEmail);
  return updated;
}

/** The role to show when `populate=role` asked for it. */
export async function roleOf(app: AppContext, user: User): Promise<Role | undefined> {
  return findRole(app.db, user.roleId);
}
