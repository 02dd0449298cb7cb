import { data } from "react-router";
import { NotFoundScreen } from "~/components/not-found-screen";
import { MESSAGES } from "~/lib/constants";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/not-found";

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: `${MESSAGES.pageNotFound} · May` }, { name: "robots", content: "noindex" }];

/** Any path no other route claims: the 404 page, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
