import { Link } from "react-router";
import { LANDING_COPYRIGHT_YEAR, LANGUAGE_LABEL } from "@core/constants";
import { BrandMark } from "./brand";

/** Opens the external waitlist form in a new tab (docs/product.md: Join Waitlist). */
export function JoinWaitlistLink({ href, className = "btn-brand", children = "Join Waitlist" }: { href: string; className?: string; children?: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function MarketingHeader({ waitlistUrl }: { waitlistUrl: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-paper/85 backdrop-blur supports-[backdrop-filter]:bg-paper/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link to="/" aria-label="May home" className="rounded-lg">
          <BrandMark />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-3">
          <Link to="/about" className="hidden rounded-full px-3 py-2 text-sm font-medium text-ink-soft hover:text-ink sm:inline-flex">
            About
          </Link>
          <Link to="/login" className="rounded-full px-3 py-2 text-sm font-medium text-ink-soft hover:text-ink">
            Log in
          </Link>
          <JoinWaitlistLink href={waitlistUrl} className="btn-primary px-4" />
        </nav>
      </div>
    </header>
  );
}

function SocialIcon({ label, href, children }: { label: string; href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      className="grid size-10 place-items-center rounded-full border border-white/15 text-white/80 transition hover:border-white/40 hover:text-white"
    >
      <svg viewBox="0 0 24 24" className="size-4.5" fill="currentColor" aria-hidden="true">
        {children}
      </svg>
    </a>
  );
}

export function MarketingFooter({ featureRequestUrl }: { featureRequestUrl: string }) {
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-[1.4fr_1fr]">
        <div>
          <BrandMark className="text-white" />
          <p className="mt-4 max-w-sm text-sm leading-6 text-white/70">
            The AI website builder that listens first. Describe your business; publish a site you are proud of.
          </p>
          <div className="mt-6 flex items-center gap-3">
            <SocialIcon label="May on X" href="https://x.com/maybuilder">
              <path d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
            </SocialIcon>
            <SocialIcon label="May on LinkedIn" href="https://www.linkedin.com/company/maybuilder">
              <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.55h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6V21h-4v-5.1c0-1.22-.02-2.8-1.7-2.8-1.72 0-1.98 1.33-1.98 2.7V21h-4V9.75Z" />
            </SocialIcon>
          </div>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-6 text-sm sm:grid-cols-2">
          <div>
            <h2 className="font-semibold text-white">Product</h2>
            <ul className="mt-3 space-y-2 text-white/70">
              <li><Link className="hover:text-white" to="/about">About</Link></li>
              <li>
                <a className="hover:text-white" href={featureRequestUrl} target="_blank" rel="noopener noreferrer">
                  Request a feature<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="font-semibold text-white">Legal</h2>
            <ul className="mt-3 space-y-2 text-white/70">
              <li><Link className="hover:text-white" to="/privacy">Privacy Policy</Link></li>
              <li><Link className="hover:text-white" to="/terms">Terms of Use</Link></li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-6 text-xs text-white/70 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>© {LANDING_COPYRIGHT_YEAR} May. All rights reserved.</p>
          <div className="flex items-center gap-4">
            <Link
              to="/terms#intellectual-property"
              className="inline-flex items-center gap-1.5 rounded-md border border-white/20 px-2 py-1 font-medium text-white/80 hover:border-white/40"
              title="This site's content is protected by copyright"
            >
              <svg viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
                <path d="M10 1.8 3.5 4.3v5c0 4 2.8 7.3 6.5 8.9 3.7-1.6 6.5-4.9 6.5-8.9v-5L10 1.8Z" />
                <path d="M12.2 8.3a2.6 2.6 0 1 0 0 3.4" strokeLinecap="round" />
              </svg>
              Copyright protected
            </Link>
            <span className="inline-flex items-center gap-1.5" lang="en-US">
              <svg viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
                <circle cx="10" cy="10" r="7.5" />
                <path d="M2.5 10h15M10 2.5c2.2 2.3 2.2 12.7 0 15M10 2.5c-2.2 2.3-2.2 12.7 0 15" />
              </svg>
              {LANGUAGE_LABEL}
            </span>
          </div>
        </div>
      </div>
    </footer>
  );
}
