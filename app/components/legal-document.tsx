import type { PublicLinks } from "@server/platform";
import type { LegalPage } from "@server/cms";
import { MarketingFooter, MarketingHeader } from "./marketing-chrome";

/** Frame of the long-form legal pages: a contents list beside the rendered markdown. */
export function LegalDocument({ page, links }: { page: LegalPage; links: PublicLinks }) {
  return (
    <>
      <MarketingHeader waitlistUrl={links.waitlistUrl} />
      <main className="px-5 py-14 sm:px-8 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-12 md:grid-cols-[15rem_1fr]">
          <nav aria-label="On this page" className="hidden md:block">
            <div className="sticky top-24">
              <p className="text-xs font-semibold tracking-wider text-ink-soft uppercase">On this page</p>
              <ol className="mt-4 space-y-2 border-l border-line text-sm">
                {page.headings.map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`} className="-ml-px block border-l border-transparent pl-4 text-ink-soft hover:border-brand-600 hover:text-ink">
                      {heading.text}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <article className="prose-legal max-w-3xl" dangerouslySetInnerHTML={{ __html: page.html }} />
        </div>
      </main>
      <MarketingFooter featureRequestUrl={links.featureRequestUrl} />
    </>
  );
}
