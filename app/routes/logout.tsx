import { redirect } from "react-router";
import { destroySession, getSessionAccount, revokeTokens } from "@server/accounts";
import { appContext } from "~/.server/context";
import type { Route } from "./+types/logout";

/**
 * 'Sign out': a POST (never a GET, so a link or prefetch cannot sign anyone out). It revokes the account's
 * tokens on the server (a kept copy of the cookie stops working, docs/security.md) and clears the cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const account = await getSessionAccount(request, app);
  if (account) await revokeTokens(app, account.id);
  return redirect("/login", { headers: { "Set-Cookie": await destroySession(app, request) } });
}

export function loader() {
  return redirect("/");
}
