import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { routeMessages } from "~/.server/language";
import { getPublicLinks } from "@server/platform";
import { JoinWaitlistLink, MarketingFooter, MarketingHeader } from "../components/marketing-chrome";
import { FAQ_ENTRIES, GLIMPSE_ITEMS, HIGHLIGHTS } from "../lib/landing-content";
import { useT } from "../lib/i18n";
import { metaText } from "../lib/meta-text";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/landing";

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const tagline = metaText(loaderData?.messages, "public.landing.tagline");
  return [
    { title: metaText(loaderData?.messages, "public.landing.title") },
    { name: "description", content: tagline },
    { property: "og:title", content: metaText(loaderData?.messages, "public.landing.headline") },
    { property: "og:description", content: tagline },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...getPublicLinks(context.get(appContext).env), messages: await routeMessages(request, context, ["public"]) };
}

function ProductGlimpse() {
  const { t } = useT();
  return (
    <div className="relative mx-auto mt-16 max-w-5xl" aria-hidden="true">
      <div className="absolute -inset-x-8 -top-10 -bottom-8 -z-10 rounded-[3rem] bg-gradient-to-br from-brand-200/60 via-white to-coral-400/25 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-line bg-white shadow-2xl shadow-brand-900/10">
        <div className="flex items-center gap-2 border-b border-line bg-paper px-4 py-3">
          <span className="size-2.5 rounded-full bg-[#ff5f57]" />
          <span className="size-2.5 rounded-full bg-[#febc2e]" />
          <span className="size-2.5 rounded-full bg-[#28c840]" />
          <span className="ms-3 truncate rounded-md bg-white px-3 py-1 text-xs text-ink-soft ring-1 ring-line" dir="ltr">{t("public.landing.glimpse.address")}</span>
        </div>
        <div className="grid md:grid-cols-[0.9fr_1.1fr]">
          <div className="space-y-3 border-b border-line p-5 text-sm md:border-e md:border-b-0">
            <p className="w-fit max-w-[85%] rounded-2xl rounded-ss-sm bg-brand-50 px-4 py-2.5 text-ink">{t("public.landing.glimpse.question.business")}</p>
            <p className="ms-auto w-fit max-w-[85%] rounded-2xl rounded-se-sm bg-ink px-4 py-2.5 text-white">{t("public.landing.glimpse.answer.business")}</p>
            <p className="w-fit max-w-[85%] rounded-2xl rounded-ss-sm bg-brand-50 px-4 py-2.5 text-ink">{t("public.landing.glimpse.question.location")}</p>
            <p className="ms-auto w-fit max-w-[85%] rounded-2xl rounded-se-sm bg-ink px-4 py-2.5 text-white">{t("public.landing.glimpse.answer.location")}</p>
            <p className="w-fit max-w-[85%] rounded-2xl rounded-ss-sm bg-brand-50 px-4 py-2.5 text-ink">{t("public.landing.glimpse.question.name")}</p>
            <p className="ms-auto w-fit max-w-[85%] rounded-2xl rounded-se-sm bg-ink px-4 py-2.5 text-white">{t("public.landing.glimpse.answer.name")}</p>
          </div>
          <div className="bg-[#fff8ef] p-5">
            <div className="flex items-center justify-between text-[11px] font-semibold tracking-wide text-[#7a4a22] uppercase">
              <span className="font-display text-base normal-case tracking-normal">{t("public.landing.glimpse.answer.name")}</span>
              <span className="hidden gap-3 sm:flex">
                <span>{t("public.landing.glimpse.nav.menu")}</span>
                <span>{t("public.landing.glimpse.nav.visit")}</span>
                <span>{t("public.landing.glimpse.nav.order")}</span>
              </span>
            </div>
            <div className="mt-5 rounded-xl bg-gradient-to-br from-[#f2c48d] via-[#e89b5b] to-[#b5602c] p-6 text-white">
              <p className="text-[11px] font-semibold tracking-[0.2em] uppercase opacity-90">{t("public.landing.glimpse.eyebrow")}</p>
              <p className="mt-2 font-display text-2xl leading-tight font-semibold sm:text-3xl">{t("public.landing.glimpse.headline")}</p>
              <span className="mt-4 inline-block rounded-full bg-white px-4 py-1.5 text-xs font-semibold text-[#7a4a22]">{t("public.landing.glimpse.cta")}</span>
            </div>
            <div className="mt-4 grid grid-cols-3 gap-3">
              {GLIMPSE_ITEMS.map((item) => (
                <div key={item.name} className="rounded-lg bg-white p-2.5 shadow-sm ring-1 ring-[#f1e3d0]">
                  <div className={`h-12 rounded-md ${item.swatch}`} />
                  <p className="mt-2 truncate text-[11px] font-semibold text-[#5a3a1e]">{t(item.name)}</p>
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { waitlistUrl, featureRequestUrl } = loaderData;
  const { t, rich } = useT();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2">
        {t("public.skipToContent")}
      </a>
      <MarketingHeader waitlistUrl={waitlistUrl} />
      <main id="main">
        <section className="relative overflow-hidden px-5 pt-16 pb-20 sm:px-8 sm:pt-24">
          <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(60%_50%_at_50%_0%,var(--color-brand-100),transparent)]" />
          <div className="mx-auto max-w-3xl text-center">
            <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-xs font-semibold text-brand-700">
              <span className="size-1.5 rounded-full bg-coral-500" /> {t("public.landing.badge")}
            </p>
            <h1 className="mt-6 font-display text-5xl font-semibold tracking-tight text-balance sm:text-7xl">{t("public.landing.headline")}</h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-ink-soft">{t("public.landing.tagline")}</p>
            <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <JoinWaitlistLink href={waitlistUrl} className="btn-brand px-7 py-3 text-base" />
              <a href="#highlights" className="btn-ghost px-6 py-3 text-base">{t("public.landing.watchHighlights")}</a>
            </div>
            <p className="mt-5 text-xs text-ink-soft">
              {rich("public.landing.privacyConsent", {
                link: (chunks) => <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">{chunks}</Link>,
              })}
            </p>
          </div>
          <ProductGlimpse />
        </section>

        <section id="highlights" aria-labelledby="highlights-title" className="scroll-mt-20 bg-white px-5 py-20 sm:px-8">
          <div className="mx-auto max-w-5xl">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold text-brand-700">{t("public.landing.highlights.eyebrow")}</p>
              <h2 id="highlights-title" className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
                {t("public.landing.highlights.title")}
              </h2>
              <p className="mt-4 text-base leading-7 text-ink-soft">
                {t("public.landing.highlights.text")}
              </p>
            </div>
            <div className="mt-10 overflow-hidden rounded-2xl bg-ink shadow-xl ring-1 ring-line">
              {/* preload="none": the poster is all the page pays for until the visitor presses play. */}
              <video
                className="aspect-video w-full"
                controls
                preload="none"
                playsInline
                poster="/media/highlights-poster.webp"
                width={1280}
                height={720}
              >
                <source src="/media/highlights.webm" type="video/webm" />
                <source src="/media/highlights.mp4" type="video/mp4" />
                {t("public.landing.highlights.videoFallback")}
              </video>
            </div>
            <ul className="mt-10 grid gap-6 sm:grid-cols-3">
              {HIGHLIGHTS.map((highlight) => (
                <li key={highlight.title} className="rounded-2xl border border-line bg-paper p-6">
                  <h3 className="font-semibold">{t(highlight.title)}</h3>
                  <p className="mt-2 text-sm leading-6 text-ink-soft">{t(highlight.body)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="faq-title" className="px-5 py-20 sm:px-8">
          <div className="mx-auto max-w-3xl">
            <h2 id="faq-title" className="text-center font-display text-3xl font-semibold tracking-tight sm:text-4xl">
              {t("public.landing.faq.title")}
            </h2>
            {/* <details> toggles open and closed with no JavaScript at all. */}
            <div className="mt-10 divide-y divide-line rounded-2xl border border-line bg-white">
              {FAQ_ENTRIES.map((entry) => (
                <details key={entry.ask} className="group px-6 py-5" data-testid="faq-item">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-6 text-start font-semibold [&::-webkit-details-marker]:hidden">
                    {t(entry.ask)}
                    <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 transition group-open:rotate-45" aria-hidden="true">
                      +
                    </span>
                  </summary>
                  <p className="mt-3 text-sm leading-6 text-ink-soft">{t(entry.answer)}</p>
                </details>
              ))}
            </div>
            <div className="mt-14 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 px-6 py-10 text-center text-white sm:px-10">
              <h2 className="font-display text-2xl font-semibold sm:text-3xl">{t("public.landing.cta.title")}</h2>
              <p className="mx-auto mt-3 max-w-xl text-sm leading-6 text-white/80">{t("public.landing.cta.text")}</p>
              <JoinWaitlistLink href={waitlistUrl} className="btn mt-6 bg-white px-6 py-3 text-ink hover:bg-brand-50" />
            </div>
          </div>
        </section>
      </main>
      <MarketingFooter featureRequestUrl={featureRequestUrl} />
    </>
  );
}
