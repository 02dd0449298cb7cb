import { appContext } from "~/.server/context";
import { getPublicLinks } from "@server/platform";
import { MarketingFooter, MarketingHeader } from "../components/marketing-chrome";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/about-page";

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [
  { title: "About · May" },
  { name: "description", content: "A better workflow: May builds, hosts and publishes your website on the edge. No server? No problem." },
];

export function loader({ context }: Route.LoaderArgs) {
  return getPublicLinks(context.get(appContext).env);
}

const BULLETS = [
  {
    title: "Push to deploy.",
    body: "Publishing is one click. Your site goes live at its public address the moment you are happy with it, and every change replaces it in place.",
    icon: "M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3",
  },
  {
    title: "SSL certificates.",
    body: "Every published site is served over HTTPS from the edge, close to your visitors, with certificates issued and renewed for you.",
    icon: "M7 11V8a5 5 0 0 1 10 0v3M6 11h12a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1Z",
  },
  {
    title: "Database backups.",
    body: "Your projects, answers and published pages are stored durably and backed up, so a rewrite is never a loss.",
    icon: "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3Zm0 0v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6",
  },
];

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <MarketingHeader waitlistUrl={loaderData.waitlistUrl} />
      <main className="overflow-hidden px-5 py-16 sm:px-8 sm:py-24">
        <div className="mx-auto grid max-w-6xl items-center gap-14 md:grid-cols-2">
          <div>
            <p className="text-sm font-semibold text-brand-700">Deploy faster</p>
            <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight sm:text-5xl">A better workflow</h1>
            <p className="mt-5 text-xl font-medium text-ink">No server? No problem.</p>
            <p className="mt-4 text-base leading-7 text-ink-soft">
              May writes your website and then takes care of everything a website needs to stay online. There is nothing to
              install, configure or renew: the platform runs on a global edge network, so your pages load fast wherever your
              customers are.
            </p>
            <dl className="mt-10 space-y-7">
              {BULLETS.map((bullet) => (
                <div key={bullet.title} className="relative pl-12">
                  <dt className="font-semibold text-ink">
                    <span className="absolute top-0 left-0 grid size-9 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                        <path d={bullet.icon} />
                      </svg>
                    </span>
                    {bullet.title}
                  </dt>
                  <dd className="mt-1 text-sm leading-6 text-ink-soft">{bullet.body}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="relative">
            <div aria-hidden="true" className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-brand-100 to-coral-400/20 blur-xl" />
            <img
              src="/about.jpeg"
              alt="A website being published: a deployed badge, an SSL lock and a backup card around a browser window"
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
