import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { getPublicLinks } from "@server/platform";
import { JoinWaitlistLink, MarketingFooter, MarketingHeader } from "../components/marketing-chrome";
import { CHAT_QUESTIONS, LANDING_HEADLINE } from "@core/constants";
import { FAQ_ENTRIES, LANDING_TAGLINE } from "../lib/landing-content";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/landing";

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [
  { title: "May · The AI website builder that listens first" },
  { name: "description", content: LANDING_TAGLINE },
  { property: "og:title", content: LANDING_HEADLINE },
  { property: "og:description", content: LANDING_TAGLINE },
];

export function loader({ context }: Route.LoaderArgs) {
  return getPublicLinks(context.get(appContext).env);
}

function ProductGlimpse() {
  return (
    <div className="relative mx-auto mt-16 max-w-5xl" aria-hidden="true">
      <div className="absolute -inset-x-8 -top-10 -bottom-8 -z-10 rounded-[3rem] bg-gradient-to-br from-brand-200/60 via-white to-coral-400/25 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-line bg-white shadow-2xl shadow-brand-900/10">
        <div className="flex items-center gap-2 border-b border-line bg-paper px-4 py-3">
          <span className="size-2.5 rounded-full bg-[#ff5f57]" />
          <span className="size-2.5 rounded-full bg-[#febc2e]" />
          <span className="size-2.5 rounded-full bg-[#28c840]" />
          <span className="ml-3 truncate rounded-md bg-white px-3 py-1 text-xs text-ink-soft ring-1 ring-line">may.app/u/chat</span>
        </div>
        <div className="grid md:grid-cols-[0.9fr_1.1fr]">
          <div className="space-y-3 border-b border-line p-5 text-sm md:border-r md:border-b-0">
            <p className="w-fit max-w-[85%] rounded-2xl rounded-tl-sm bg-brand-50 px-4 py-2.5 text-ink">{CHAT_QUESTIONS.business}</p>
            <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-tr-sm bg-ink px-4 py-2.5 text-white">
              A neighbourhood bakery with sourdough, pastries and weekend brunch
            </p>
            <p className="w-fit max-w-[85%] rounded-2xl rounded-tl-sm bg-brand-50 px-4 py-2.5 text-ink">{CHAT_QUESTIONS.location}</p>
            <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-tr-sm bg-ink px-4 py-2.5 text-white">Portland, Oregon</p>
            <p className="w-fit max-w-[85%] rounded-2xl rounded-tl-sm bg-brand-50 px-4 py-2.5 text-ink">{CHAT_QUESTIONS.appName}</p>
            <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-tr-sm bg-ink px-4 py-2.5 text-white">Rise &amp; Crumb</p>
          </div>
          <div className="bg-[#fff8ef] p-5">
            <div className="flex items-center justify-between text-[11px] font-semibold tracking-wide text-[#7a4a22] uppercase">
              <span className="font-display text-base normal-case tracking-normal">Rise &amp; Crumb</span>
              <span className="hidden gap-3 sm:flex"><span>Menu</span><span>Visit</span><span>Order</span></span>
            </div>
            <div className="mt-5 rounded-xl bg-gradient-to-br from-[#f2c48d] via-[#e89b5b] to-[#b5602c] p-6 text-white">
              <p className="text-[11px] font-semibold tracking-[0.2em] uppercase opacity-90">Portland · Since 2019</p>
              <p className="mt-2 font-display text-2xl leading-tight font-semibold sm:text-3xl">Slow-proofed sourdough, baked before sunrise.</p>
              <span className="mt-4 inline-block rounded-full bg-white px-4 py-1.5 text-xs font-semibold text-[#7a4a22]">See today’s bakes</span>
            </div>
            <div className="mt-4 grid grid-cols-3 gap-3">
              {["Country loaf", "Kouign-amann", "Brunch"].map((name, i) => (
                <div key={name} className="rounded-lg bg-white p-2.5 shadow-sm ring-1 ring-[#f1e3d0]">
                  <div className={`h-12 rounded-md ${["bg-[#e8c9a0]", "bg-[#d99a62]", "bg-[#c7d3a8]"][i]}`} />
                  <p className="mt-2 truncate text-[11px] font-semibold text-[#5a3a1e]">{name}</p>
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
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <MarketingHeader waitlistUrl={waitlistUrl} />
      <main id="main">
        <section className="relative overflow-hidden px-5 pt-16 pb-20 sm:px-8 sm:pt-24">
          <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(60%_50%_at_50%_0%,var(--color-brand-100),transparent)]" />
          <div className="mx-auto max-w-3xl text-center">
            <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-xs font-semibold text-brand-700">
              <span className="size-1.5 rounded-full bg-coral-500" /> AI website builder · private beta
            </p>
            <h1 className="mt-6 font-display text-5xl font-semibold tracking-tight text-balance sm:text-7xl">{LANDING_HEADLINE}</h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-ink-soft">{LANDING_TAGLINE}</p>
            <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <JoinWaitlistLink href={waitlistUrl} className="btn-brand px-7 py-3 text-base" />
              <a href="#highlights" className="btn-ghost px-6 py-3 text-base">Watch the highlights</a>
            </div>
            <p className="mt-5 text-xs text-ink-soft">
              By joining the waitlist you agree to our{" "}
              <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">Privacy Policy</Link>.
            </p>
          </div>
          <ProductGlimpse />
        </section>

        <section id="highlights" aria-labelledby="highlights-title" className="scroll-mt-20 bg-white px-5 py-20 sm:px-8">
          <div className="mx-auto max-w-5xl">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold text-brand-700">Highlights</p>
              <h2 id="highlights-title" className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
                From a short chat to a site you can publish
              </h2>
              <p className="mt-4 text-base leading-7 text-ink-soft">
                Watch May turn five answers into a complete website: copy written for your business, a design that fits it, and a public address in one click.
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
                Your browser cannot play this video. It shows May building a bakery’s website from a short chat.
              </video>
            </div>
            <ul className="mt-10 grid gap-6 sm:grid-cols-3">
              {[
                ["Listens first", "Five plain questions, no blank page. May asks what you do, where, and what you call it."],
                ["Writes like you", "Real copy for your trade, your town and your name, never lorem ipsum."],
                ["Publishes in seconds", "Fast, accessible pages served from the edge, at your own public address."],
              ].map(([title, body]) => (
                <li key={title} className="rounded-2xl border border-line bg-paper p-6">
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-2 text-sm leading-6 text-ink-soft">{body}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="faq-title" className="px-5 py-20 sm:px-8">
          <div className="mx-auto max-w-3xl">
            <h2 id="faq-title" className="text-center font-display text-3xl font-semibold tracking-tight sm:text-4xl">
              Frequently asked questions
            </h2>
            {/* <details> toggles open and closed with no JavaScript at all. */}
            <div className="mt-10 divide-y divide-line rounded-2xl border border-line bg-white">
              {FAQ_ENTRIES.map((entry) => (
                <details key={entry.ask} className="group px-6 py-5" data-testid="faq-item">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-6 text-left font-semibold [&::-webkit-details-marker]:hidden">
                    {entry.ask}
                    <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 transition group-open:rotate-45" aria-hidden="true">
                      +
                    </span>
                  </summary>
                  <p className="mt-3 text-sm leading-6 text-ink-soft">{entry.answer}</p>
                </details>
              ))}
            </div>
            <div className="mt-14 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 px-6 py-10 text-center text-white sm:px-10">
              <h2 className="font-display text-2xl font-semibold sm:text-3xl">Be among the first to build with May</h2>
              <p className="mx-auto mt-3 max-w-xl text-sm leading-6 text-white/80">We are letting people in from the waitlist every week.</p>
              <JoinWaitlistLink href={waitlistUrl} className="btn mt-6 bg-white px-6 py-3 text-ink hover:bg-brand-50" />
            </div>
          </div>
        </section>
      </main>
      <MarketingFooter featureRequestUrl={featureRequestUrl} />
    </>
  );
}
