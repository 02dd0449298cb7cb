import { appContext } from "~/.server/context";
import { routeMessages } from "~/.server/language";
import { createPreviewToken, PREVIEW_TOKEN_PARAM, PREVIEW_TOKEN_TTL_SECONDS } from "~/.server/preview-access";
import { getSessionUser } from "~/.server/session";
import { WelcomePanel } from "../components/welcome-panel";
import { useT } from "../lib/i18n";
import { metaText } from "../lib/meta-text";
import type { Route } from "./+types/preview-home";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: metaText(loaderData?.messages, "public.previewHome.title") }, { name: "robots", content: "noindex" }];

/** For an admin: a fresh preview URL to paste into Builder's editor (its frame does not carry our cookie). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ttlDays = PREVIEW_TOKEN_TTL_SECONDS / 86_400;
  const messages = await routeMessages(request, context, ["public", "auth"]);
  if ((await getSessionUser(context))?.role !== "admin") return { builderPreviewUrl: null, ttlDays, messages };
  const url = new URL("/", request.url);
  url.searchParams.set(PREVIEW_TOKEN_PARAM, await createPreviewToken(context.get(appContext)));
  return { builderPreviewUrl: url.toString(), ttlDays, messages };
}

export default function PreviewHome({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <WelcomePanel />
      {loaderData.builderPreviewUrl ? (
        <section aria-labelledby="builder-preview-url" className="mx-auto mb-16 max-w-xl rounded-2xl border border-line bg-white px-6 py-5">
          <h2 id="builder-preview-url" className="font-semibold text-ink">{t("public.previewHome.builderTitle")}</h2>
          <p className="mt-2 text-sm leading-6 text-ink-soft">{t("public.previewHome.builderText", { days: loaderData.ttlDays })}</p>
          <input readOnly aria-label={t("public.previewHome.builderLabel")} dir="ltr" value={loaderData.builderPreviewUrl} className="mt-3 h-10 w-full rounded-xl border border-line bg-paper px-3 font-mono text-xs text-ink" onFocus={(event) => event.currentTarget.select()} />
        </section>
      ) : null}
    </>
  );
}
