import { appContext } from "~/.server/context";
import { getPublicLinks } from "@server/platform";
import { renderLegalPage, type LegalPageSlug } from "@server/cms";
import { LegalDocument } from "../components/legal-document";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/legal";

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.page.title ?? "Legal"} · May` },
  { name: "description", content: `The ${loaderData?.page.title ?? "legal terms"} of May, the AI website builder.` },
];

/** One module serves /terms and /privacy; the path picks the document. */
export function loader({ context, request }: Route.LoaderArgs) {
  const slug: LegalPageSlug = new URL(request.url).pathname.startsWith("/privacy") ? "privacy" : "terms";
  const links = getPublicLinks(context.get(appContext).env);
  return { links, page: renderLegalPage(slug, links.supportEmail) };
}

export default function LegalPageRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData.page} links={loaderData.links} />;
}
