import { Link } from "react-router";
import { LANDING_COPYRIGHT_YEAR } from "@core/constants";
import { useT } from "~/lib/i18n";
import { BrandMark } from "./brand";
import { LanguagePicker } from "./language-picker";

/** Opens the external waitlist form in a new tab (docs/product.md: Join Waitlist). */
export function JoinWaitlistLink({ href, className = "btn-brand", children }: { href: string; className?: string; children?: React.ReactNode }) {
  const { t } = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children ?? t("public.waitlist.join")}
      <NewTabHint />
    </a>
  );
}

/** What a screen reader hears after a link that opens a new tab. */
export function NewTabHint() {
  const { t } = useT();
  return <span className="sr-only"> {t("public.newTab")}</span>;
}

export function MarketingHeader({ waitlistUrl }: { waitlistUrl: string }) {
  const { t } = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-paper/85 backdrop-blur supports-[backdrop-filter]:bg-paper/70">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-2 px-4 py-2 sm:gap-4 sm:px-8">
        <Link to="/" aria-label={t("common.home")} className="rounded-lg">
          <BrandMark />
        </Link>
        <nav aria-label={t("public.nav.main")} className="flex items-center gap-1 sm:gap-3">
          <Link to="/about" className="hidden rounded-full px-3 py-2 text-sm font-medium text-ink-soft hover:text-ink sm:inline-flex">
            {t("public.nav.about")}
          </Link>
          <Link to="/login" className="rounded-full px-2 py-2 text-sm font-medium text-ink-soft hover:text-ink sm:px-3">
            {t("public.nav.login")}
          </Link>
          <Link to="/signup" className="rounded-full px-2 py-2 text-sm font-medium text-ink-soft hover:text-ink sm:px-3">
            {t("public.nav.signup")}
          </Link>
          <JoinWaitlistLink href={waitlistUrl} className="btn-primary px-3 text-center leading-tight sm:px-4" />
        </nav>
      </div>
    </header>
  );
}

function SocialIcon({ network, href, children }: { network: string; href: string; children: React.ReactNode }) {
  const { t } = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("public.footer.social", { network })}
      className="grid size-10 place-items-center rounded-full border border-white/15 text-white/80 transition hover:border-white/40 hover:text-white"
    >
      <svg viewBox="0 0 24 24" className="size-4.5" fill="currentColor" aria-hidden="true">
        {children}
      </svg>
    </a>
  );
}

export function MarketingFooter({ featureRequestUrl }: { featureRequestUrl: string }) {
  const { t } = useT();
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-[1.4fr_1fr]">
        <div>
          <BrandMark className="text-white" />
          <p className="mt-4 max-w-sm text-sm leading-6 text-white/70">
            {t("public.footer.tagline")}
          </p>
          <div className="mt-6 flex items-center gap-3">
            <SocialIcon network="X" href="https://x.com/maybuilder">
              <path d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
            </SocialIcon>
            <SocialIcon network="LinkedIn" href="https://www.linkedin.com/company/maybuilder">
              <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.55h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6V21h-4v-5.1c0-1.22-.02-2.8-1.7-2.8-1.72 0-1.98 1.33-1.98 2.7V21h-4V9.75Z" />
            </SocialIcon>
          </div>
        </div>
        <nav aria-label={t("public.footer.nav")} className="grid grid-cols-2 gap-6 text-sm sm:grid-cols-2">
          <div>
            <h2 className="font-semibold text-white">{t("public.footer.product")}</h2>
            <ul className="mt-3 space-y-2 text-white/70">
              <li><Link className="hover:text-white" to="/about">{t("public.nav.about")}</Link></li>
              <li>
                <a className="hover:text-white" href={featureRequestUrl} target="_blank" rel="noopener noreferrer">
                  {t("public.footer.requestFeature")}
                  <NewTabHint />
                </a>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="font-semibold text-white">{t("public.footer.legal")}</h2>
            <ul className="mt-3 space-y-2 text-white/70">
              <li><Link className="hover:text-white" to="/privacy">{t("public.footer.privacy")}</Link></li>
              <li><Link className="hover:text-white" to="/terms">{t("public.footer.terms")}</Link></li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-6 text-xs text-white/70 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>{t("public.footer.copyright", { year: String(LANDING_COPYRIGHT_YEAR) })}</p>
          <div className="flex flex-wrap items-center gap-4">
            <Link
              to="/terms#intellectual-property"
              className="inline-flex items-center gap-1.5 rounded-md border border-white/20 px-2 py-1 font-medium text-white/80 hover:border-white/40"
              title={t("public.footer.copyrightTitle")}
            >
              <svg viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
                <path d="M10 1.8 3.5 4.3v5c0 4 2.8 7.3 6.5 8.9 3.7-1.6 6.5-4.9 6.5-8.9v-5L10 1.8Z" />
                <path d="M12.2 8.3a2.6 2.6 0 1 0 0 3.4" strokeLinecap="round" />
              </svg>
              {t("public.footer.copyrightProtected")}
            </Link>
            {/* The specification's language label is the language picker (docs/decisions/0901-the-language-label-is-the-picker.md). */}
            <LanguagePicker tone="dark" className="text-white/80" />
          </div>
        </div>
      </div>
    </footer>
  );
}
