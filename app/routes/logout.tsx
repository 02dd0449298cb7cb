import { redirect } from "react-router";
import { destroySession } from "@server/auth/session";
import { appContext } from "~/.server/context";
import type { Route } from "./+types/logout";

/** 'Sign out': a POST (never a GET, so a link or prefetch cannot sign anyone out) that clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  return redirect("/login", { headers: { "Set-Cookie": await destroySession(context.get(appContext), request) } });
}

export function loader() {
  return redirect("/");
}
