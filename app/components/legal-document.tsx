import type { PublicLinks } from "@server/platform";
import type { LegalPage } from "@server/cms";
import { useT } from "~/lib/i18n";
import { MarketingFooter, MarketingHeader } from "./marketing-chrome";

/**
 * Frame of the long-form legal pages: a contents list beside the rendered markdown. The documents are English only;
 * a reader of another language is told so at the top, in their language, and that the English text governs.
 */
export function LegalDocument({ page, links }: { page: LegalPage; links: PublicLinks }) {
  const { t, language } = useT();
  return (
    <>
      <MarketingHeader waitlistUrl={links.waitlistUrl} />
      <main className="px-5 py-14 sm:px-8 sm:py-20">
        {language === "en" ? null : (
          <p className="mx-auto mb-10 max-w-6xl rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink" data-testid="legal-english-governs">
            {t("public.legal.englishGoverns")}
          </p>
        )}
        <div className="mx-auto grid max-w-6xl gap-12 md:grid-cols-[15rem_1fr]">
          <nav aria-label={t("public.legal.contents")} className="hidden md:block">
            <div className="sticky top-24">
              <p className="text-xs font-semibold tracking-wider text-ink-soft uppercase">{t("public.legal.contents")}</p>
              <ol className="mt-4 space-y-2 border-s border-line text-sm" lang="en">
                {page.headings.map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`} className="-ms-px block border-s border-transparent ps-4 text-ink-soft hover:border-brand-600 hover:text-ink">
                      {heading.text}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <article className="prose-legal max-w-3xl" lang="en" dir="ltr" dangerouslySetInnerHTML={{ __html: page.html }} />
        </div>
      </main>
      <MarketingFooter featureRequestUrl={links.featureRequestUrl} />
    </>
  );
}
