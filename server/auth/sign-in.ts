import type { AppContext } from "@server/context";
import type { User } from "../db/schema";
import { signJwt } from "../security/jwt";
import { toPublicUser, type PublicUser } from "../users/users";
import { jwtSecret } from "./config";

/** Strapi's sign-in answer. */
export interface SignedIn {
  jwt: string;
  user: PublicUser;
}

/** Issues the API token for a user who just proved who they are. */
export async function signIn(app: AppContext, user: User): Promise<SignedIn> {
  return { jwt: await signJwt(user.id, jwtSecret(app.env)), user: toPublicUser(user) };
}
