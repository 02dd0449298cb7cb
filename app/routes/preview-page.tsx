import { data, Form } from "react-router";
import { appContext } from "~/.server/context";
import { routeMessages } from "~/.server/language";
import { cmsSourceName, listLocalPages, loadCmsRoute, parseQueryString } from "@server/cms";

import { CmsPageView } from "../components/cms/cms-page-view";
import cmsStyles from "../components/cms/cms.css?url";
import { EmptyCanvas } from "../components/cms/empty-canvas";
import { PreviewToolbar } from "../components/cms/preview-toolbar";
import { CmsUnavailableScreen } from "../components/cms/unavailable-screen";
import { NotFoundScreen } from "../components/not-found-screen";
import { PREVIEW_HEADERS, requirePreviewAccess } from "~/.server/preview-access";
import { useT } from "../lib/i18n";
import { metaText } from "../lib/meta-text";
import type { Route } from "./+types/preview-page";

export const links: Route.LinksFunction = () => (cmsStyles ? [{ rel: "stylesheet", href: cmsStyles }] : []);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData?.state === "found"
        ? metaText(loaderData.messages, "public.previewPage.pageTitle", { title: loaderData.page.title })
        : metaText(loaderData?.messages, "public.previewPage.title"),
  },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * docs/product.md's catch-all content page inside the preview layout: `/preview/page?path=/pricing` shows that
 * path's content fresh from the source (never the cache), drafts included, on the editing canvas; a path
 * with no content shows an empty canvas. Without a path it lists the pages to choose from. Admins and
 * preview-token holders only (docs/security.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requirePreviewAccess(request, app, context);
  const query = parseQueryString(new URL(request.url).search);
  const raw = typeof query.path === "string" ? query.path.trim() : "";
  const messages = await routeMessages(request, context, ["public"]);
  if (!raw) {
    const pages = cmsSourceName(app.env) === "local" ? listLocalPages() : null;
    return data({ state: "choose" as const, pages, messages }, { headers: PREVIEW_HEADERS });
  }
  const path = raw.startsWith("/") ? raw : `/${raw}`;
  const result = await loadCmsRoute(app, path, "editing");
  // The preview of a missing page is still a working preview: the canvas answers 200.
  return data({ ...result.data, messages }, { status: result.data.state === "not-found" ? 404 : result.status, headers: { ...result.headers, ...PREVIEW_HEADERS } });
}

function PagePicker({ pages }: { pages: { path: string; title: string; draft: boolean }[] | null }) {
  const { t } = useT();
  return (
    <main className="mx-auto max-w-3xl px-5 py-12 sm:px-8">
      <h1 className="font-display text-3xl font-semibold tracking-tight">{t("public.previewPage.heading")}</h1>
      <p className="mt-3 text-ink-soft">{t("public.previewPage.intro")}</p>
      <Form method="get" className="mt-8 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="preview-path" className="sr-only">
          {t("public.previewPage.pathLabel")}
        </label>
        <input id="preview-path" name="path" placeholder={t("public.previewPage.pathPlaceholder")} dir="ltr" required className="h-11 flex-1 rounded-xl border border-line bg-white px-4 text-[15px] outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100" />
        <button type="submit" className="btn-primary h-11">
          {t("public.previewPage.submit")}
        </button>
      </Form>
      {pages ? (
        <ul className="mt-10 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
          {pages.map((page) => (
            <li key={page.path}>
              <a href={`/preview/page?path=${encodeURIComponent(page.path)}`} className="flex items-center justify-between gap-4 px-5 py-4 hover:bg-brand-50">
                <span>
                  <span className="block font-semibold text-ink">{page.title}</span>
                  <code className="font-mono text-sm text-ink-soft">{page.path}</code>
                </span>
                {page.draft ? <span className="rounded-full bg-coral-400/15 px-2.5 py-1 text-xs font-semibold text-[#a0361c]">{t("public.previewPage.draft")}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}

export default function PreviewPageScreen({ loaderData }: Route.ComponentProps) {
  switch (loaderData.state) {
    case "choose":
      return <PagePicker pages={loaderData.pages} />;
    case "found":
      return (
        <>
          <PreviewToolbar path={loaderData.page.path} mode="editing" />
          <CmsPageView page={loaderData.page} mode="editing" links={loaderData.links} />
        </>
      );
    case "empty":
      return (
        <>
          <PreviewToolbar path={loaderData.path} mode="editing" />
          <EmptyCanvas path={loaderData.path} />
        </>
      );
    case "unavailable":
      return <CmsUnavailableScreen />;
    default:
      return <NotFoundScreen />;
  }
}
