import { appContext } from "~/.server/context";
import { createPreviewToken, PREVIEW_TOKEN_PARAM, PREVIEW_TOKEN_TTL_SECONDS } from "~/.server/preview-access";
import { getSessionUser } from "~/.server/session";
import { WelcomePanel } from "../components/welcome-panel";
import type { Route } from "./+types/preview-home";

export const meta: Route.MetaFunction = () => [{ title: "Preview · May" }, { name: "robots", content: "noindex" }];

/** For an admin: a fresh preview URL to paste into Builder's editor (its frame does not carry our cookie). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ttlDays = PREVIEW_TOKEN_TTL_SECONDS / 86_400;
  if ((await getSessionUser(context))?.role !== "admin") return { builderPreviewUrl: null, ttlDays };
  const url = new URL("/", request.url);
  url.searchParams.set(PREVIEW_TOKEN_PARAM, await createPreviewToken(context.get(appContext)));
  return { builderPreviewUrl: url.toString(), ttlDays };
}

export default function PreviewHome({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <WelcomePanel />
      {loaderData.builderPreviewUrl ? (
        <section aria-labelledby="builder-preview-url" className="mx-auto mb-16 max-w-xl rounded-2xl border border-line bg-white px-6 py-5">
          <h2 id="builder-preview-url" className="font-semibold text-ink">Preview URL for Builder&apos;s editor</h2>
          <p className="mt-2 text-sm leading-6 text-ink-soft">
            Builder&apos;s editor shows drafts through this address. It works for {loaderData.ttlDays} days; take a fresh one here when it runs out.
          </p>
          <input readOnly aria-label="Preview URL" value={loaderData.builderPreviewUrl} className="mt-3 h-10 w-full rounded-xl border border-line bg-paper px-3 font-mono text-xs text-ink" onFocus={(event) => event.currentTarget.select()} />
        </section>
      ) : null}
    </>
  );
}
