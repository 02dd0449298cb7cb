import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { appContext } from "~/.server/context";
import { routeMessages } from "~/.server/language";
import { cmsModeFromQuery, cmsPath, loadCmsRoute, requestPagePath, submitCmsForm, type CmsRouteData } from "@server/cms";
import { allowPublicFormSubmission } from "@server/platform";
import { CmsPageView } from "../components/cms/cms-page-view";
import cmsStyles from "../components/cms/cms.css?url";
import { EmptyCanvas } from "../components/cms/empty-canvas";
import { CMS_FORM_ID_FIELD, type CmsFormResult } from "@core/cms/model";
import { PreviewToolbar } from "../components/cms/preview-toolbar";
import { CmsUnavailableScreen } from "../components/cms/unavailable-screen";
import { MarketingFooter, MarketingHeader } from "../components/marketing-chrome";
import { NotFoundScreen } from "../components/not-found-screen";
import { API_BODY_LIMIT_BYTES } from "@core/constants";
import { canPreview, PREVIEW_HEADERS } from "~/.server/preview-access";
import { metaText } from "../lib/meta-text";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/cms-page";

// Any path no other route claims: a CMS page, or the 404 page. Pages without a form ship no JavaScript.
/**
 * A CMS page hydrates only when it has a form or is a draft/preview (an empty canvas too). Kept in this
 * module, not in server/, because `handle` runs in the browser and would pull server code into its bundle.
 */
function cmsPageNeedsJs(data: CmsRouteData | undefined): boolean {
  if (!data) return false;
  if (data.state === "found") return data.page.needsJs || data.mode !== "live";
  return data.state === "empty";
}

export const handle: RouteHandle = { hydrate: (loaderData) => cmsPageNeedsJs(loaderData as CmsRouteData | undefined) };

export const links: Route.LinksFunction = () => (cmsStyles ? [{ rel: "stylesheet", href: cmsStyles }] : []);

export const meta: Route.MetaFunction = ({ loaderData }) => {
  switch (loaderData?.state) {
    case "found": {
      const { page, mode } = loaderData;
      return [
        { title: page.title },
        ...(page.description ? [{ name: "description", content: page.description }, { property: "og:description", content: page.description }] : []),
        { property: "og:title", content: page.title },
        ...(mode === "live" ? [] : [{ name: "robots", content: "noindex" }]),
      ];
    }
    case "empty":
      return [{ title: metaText(loaderData.messages, "public.metaTitle", { title: metaText(loaderData.messages, "public.cms.empty.title") }) }, { name: "robots", content: "noindex" }];
    case "unavailable":
      return [{ title: metaText(loaderData.messages, "public.metaTitle", { title: metaText(loaderData.messages, "public.cms.unavailable.title") }) }, { name: "robots", content: "noindex" }];
    default:
      return [{ title: metaText(loaderData?.messages, "public.metaTitle", { title: metaText(loaderData?.messages, "public.cms.notFound") }) }, { name: "robots", content: "noindex" }];
  }
};

// X-CMS-Cache, no-store for previews, Retry-After for the 503 page.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Preview and editing are for admins and preview-token holders; anyone else asking for them sees the live page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  let mode = cmsModeFromQuery(new URL(request.url).search);
  if (mode !== "live" && !(await canPreview(request, app, context))) mode = "live";
  const { data: body, status, headers } = await loadCmsRoute(app, requestPagePath(request), mode);
  // The page's content is the CMS's own words; the frame around it (and the empty and unavailable screens) is ours.
  return data({ ...body, messages: await routeMessages(request, context, ["public"]) }, { status, headers: mode === "live" ? headers : { ...headers, ...PREVIEW_HEADERS } });
}

/**
 * A Form block's submission (with JavaScript through a fetcher, without as a plain POST); anything else is 405.
 * The door keeps the guards, as the API does for a site's contact form: the body's size and shape, then the
 * public-form rate limit; the service checks the answers against the form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  if (Number(request.headers.get("content-length") ?? 0) > API_BODY_LIMIT_BYTES) throw data(null, { status: 405 });
  const formData = await request.formData().catch(() => null);
  const formId = formData?.get(CMS_FORM_ID_FIELD);
  const path = cmsPath(requestPagePath(request));
  if (!formData || typeof formId !== "string" || !formId || !path) throw data(null, { status: 405 });
  if (!(await allowPublicFormSubmission(app.env, "cms/forms", request))) return data({ form: formId, ok: false } satisfies CmsFormResult, { status: 429 });
  const outcome = await submitCmsForm(app, path, formId, formData);
  return data({ form: formId, ok: outcome.ok } satisfies CmsFormResult, { status: outcome.ok ? 200 : outcome.status });
}

/** A submission that fails on the way (network down, server error) is the form's error state, not an error page. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<CmsFormResult> {
  const form = String((await request.clone().formData()).get(CMS_FORM_ID_FIELD) ?? "");
  try {
    return await serverAction();
  } catch {
    return { form, ok: false };
  }
}

// Sending a form changes nothing on the page itself: no reload of the page's content after it.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.has(CMS_FORM_ID_FIELD) ? false : defaultShouldRevalidate;
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.state) {
    case "found":
      return (
        <>
          {loaderData.mode === "live" ? null : <PreviewToolbar path={loaderData.page.path} mode={loaderData.mode} />}
          <CmsPageView page={loaderData.page} mode={loaderData.mode} links={loaderData.links} />
        </>
      );
    case "empty":
      return (
        <>
          <PreviewToolbar path={loaderData.path} mode={loaderData.mode} />
          <MarketingHeader waitlistUrl={loaderData.links.waitlistUrl} />
          <EmptyCanvas path={loaderData.path} />
          <MarketingFooter featureRequestUrl={loaderData.links.featureRequestUrl} />
        </>
      );
    case "unavailable":
      return <CmsUnavailableScreen />;
    default:
      return <NotFoundScreen />;
  }
}
