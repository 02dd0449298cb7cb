import { and, count, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { type Database, type Role, roles, type User, users } from "@server/db";

/** A role as the API shows it when `populate=role` asks for it. */
export interface PublicRole {
  id: number;
  name: string;
  description: string;
  type: string;
}

/** A user as the API shows it (Strapi's shape): never a password hash or a token. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  provider: string;
  confirmed: boolean;
  blocked: boolean;
  createdAt: string;
  updatedAt: string;
  role?: PublicRole;
}

/** The only way a user leaves the server: an allow-list of fields, so a new column never leaks by default. */
export function toPublicUser(user: User, role?: Role): PublicUser {
  const shown: PublicUser = {
    id: user.id,
    username: user.username,
    email: user.email,
    provider: user.provider,
    confirmed: user.confirmed,
    blocked: user.blocked,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
  if (role) shown.role = { id: role.id, name: role.name, description: role.description, type: role.type };
  return shown;
}

/** SQL for the id of a role by type, so inserts need no extra round trip. */
export function roleIdOf(type: string): SQL<number> {
  return sql<number>`(select ${roles.id} from ${roles} where ${roles.type} = ${type})`;
}

export async function findUserById(db: Database, id: number): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
}

/** Login's lookup: the identifier is an email (case-insensitive) or a username; an email match wins. */
export async function findUserByIdentifier(db: Database, identifier: string): Promise<User | undefined> {
  const candidates = await db
    .select()
    .from(users)
    .where(or(eq(users.email, identifier.toLowerCase()), sql`lower(${users.username}) = lower(${identifier})`))
    .limit(2);
  return candidates.find((user) => user.email === identifier.toLowerCase()) ?? candidates[0];
}

export async function findRole(db: Database, roleId: number): Promise<Role | undefined> {
  return db.query.roles.findFirst({ where: eq(roles.id, roleId) });
}

export async function isAdmin(db: Database, user: User): Promise<boolean> {
  return (await findRole(db, user.roleId))?.type === "admin";
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/**
 * Whether an email or username is already used by another account, checked as Strapi does: an email
 * against emails and usernames, a username against usernames and emails. The UNIQUE indexes still have
 * the last word when two requests race.
 */
export async function isEmailOrUsernameTaken(db: Database, { email, username }: { email?: string; username?: string }, exceptUserId?: number): Promise<boolean> {
  const clauses: SQL[] = [];
  for (const value of [email, username]) {
    if (value === undefined) continue;
    clauses.push(eq(users.email, value.toLowerCase()), sql`lower(${users.username}) = lower(${value})`);
  }
  if (clauses.length === 0) return false;
  const match = or(...clauses);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? match : and(match, ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/** True when a write failed on a UNIQUE constraint (D1 reports it in the message of the cause chain). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (/UNIQUE constraint failed/i.test(current.message)) return true;
  }
  return false;
}
