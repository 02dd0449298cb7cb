import { appContext } from "~/.server/context";
import { routeMessages } from "~/.server/language";
import { getPublicLinks } from "@server/platform";
import { renderLegalPage, type LegalPageSlug } from "@server/cms";
import { LegalDocument } from "../components/legal-document";
import { metaText } from "../lib/meta-text";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/legal";

export const handle: RouteHandle = { hydrate: false };

// The documents stay English (their title too); only the words around them follow the reader's language.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: metaText(loaderData.messages, "public.metaTitle", { title: loaderData.page.title }) },
        { name: "description", content: metaText(loaderData.messages, "public.legal.description", { title: loaderData.page.title }) },
      ]
    : [];

/** One module serves /terms and /privacy; the path picks the document. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const slug: LegalPageSlug = new URL(request.url).pathname.startsWith("/privacy") ? "privacy" : "terms";
  const links = getPublicLinks(context.get(appContext).env);
  return { links, page: renderLegalPage(slug, links.supportEmail), messages: await routeMessages(request, context, ["public"]) };
}

export default function LegalPageRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData.page} links={loaderData.links} />;
}
