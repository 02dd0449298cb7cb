import { appContext } from "~/.server/context";
import { routeMessages } from "~/.server/language";
import { getPublicLinks } from "@server/platform";
import type { AppMessageKeyOf } from "@core/i18n/keys";
import { MarketingFooter, MarketingHeader } from "../components/marketing-chrome";
import { useT } from "../lib/i18n";
import { metaText } from "../lib/meta-text";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/about-page";

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: metaText(loaderData?.messages, "public.about.title") },
  { name: "description", content: metaText(loaderData?.messages, "public.about.description") },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...getPublicLinks(context.get(appContext).env), messages: await routeMessages(request, context, ["public"]) };
}

const BULLETS: readonly { title: AppMessageKeyOf<"public">; body: AppMessageKeyOf<"public">; icon: string }[] = [
  {
    title: "public.about.deploy.title",
    body: "public.about.deploy.body",
    icon: "M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3",
  },
  {
    title: "public.about.ssl.title",
    body: "public.about.ssl.body",
    icon: "M7 11V8a5 5 0 0 1 10 0v3M6 11h12a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1Z",
  },
  {
    title: "public.about.backups.title",
    body: "public.about.backups.body",
    icon: "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3Zm0 0v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6",
  },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <MarketingHeader waitlistUrl={loaderData.waitlistUrl} />
      <main className="overflow-hidden px-5 py-16 sm:px-8 sm:py-24">
        <div className="mx-auto grid max-w-6xl items-center gap-14 md:grid-cols-2">
          <div>
            <p className="text-sm font-semibold text-brand-700">{t("public.about.eyebrow")}</p>
            <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight sm:text-5xl">{t("public.about.headline")}</h1>
            <p className="mt-5 text-xl font-medium text-ink">{t("public.about.lead")}</p>
            <p className="mt-4 text-base leading-7 text-ink-soft">
              {t("public.about.text")}
            </p>
            <dl className="mt-10 space-y-7">
              {BULLETS.map((bullet) => (
                <div key={bullet.title} className="relative ps-12">
                  <dt className="font-semibold text-ink">
                    <span className="absolute top-0 start-0 grid size-9 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                        <path d={bullet.icon} />
                      </svg>
                    </span>
                    {t(bullet.title)}
                  </dt>
                  <dd className="mt-1 text-sm leading-6 text-ink-soft">{t(bullet.body)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="relative">
            <div aria-hidden="true" className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-brand-100 to-coral-400/20 blur-xl" />
            <img
              src="/about.jpeg"
              alt={t("public.about.imageAlt")}
              width={1200}
              height={1500}
              className="w-full rounded-3xl shadow-2xl ring-1 ring-line"
              fetchPriority="high"
            />
          </div>
        </div>
      </main>
      <MarketingFooter featureRequestUrl={loaderData.featureRequestUrl} />
    </>
  );
}
