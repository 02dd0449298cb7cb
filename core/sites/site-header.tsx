import { Fragment } from "react";
import type { SiteText } from "./i18n/site-text";
import { safeSiteHref, telHref } from "./links";
import { SiteBrand } from "./logo-view";
import type { SiteDocument, SiteSection } from "./site-document";
import type { Section } from "./sections";

/** A link of the header's navigation: to a section (`#menu`) or, on a site with pages, to a page (`current` marks this one). */
export interface SiteNavLink {
  label: string;
  href: string;
  current?: boolean;
}

export interface SiteHeaderProps {
  /** The site's name and logo. */
  document: Pick<SiteDocument, "name" | "logo"> & { facts?: Pick<SiteDocument["facts"], "phoneLink"> };
  /** The page's sections: the contact section's phone is the header's call link. */
  sections: readonly SiteSection[];
  nav: readonly SiteNavLink[];
  /** The site's name is the page's one h1 (a page that does not open with a hero's headline). */
  heading: boolean;
  /** The template shows a "Call …" link on wide screens when the site has a phone number (its TemplateDesign says so); phones always get the call button. */
  headerCall: boolean;
  /** Prefix of an uploaded logo's URL ("" on our hosts). */
  mediaBase?: string;
  /** The template's words in the site's language. */
  text: SiteText;
}

/**
 * A site's header: its brand, the navigation and, in templates that have one, the call link. The published
 * page (core/sites/site-page.tsx) and the editor's canvas (app/components/editor/canvas.tsx) both draw it.
 */
export function SiteHeader({ document, sections, nav, heading, headerCall, mediaBase = "", text }: SiteHeaderProps) {
  const contact = sections.find((section): section is Section<"contact"> => section.type === "contact");
  const tel = contact?.phone ? telHref(contact.phone, document.facts?.phoneLink) : null;
  return (
    <header className="site-header">
      <div className="wrap head-grid">
        <SiteBrand name={document.name} logo={document.logo} heading={heading} mediaBase={mediaBase} />
        {nav.length ? (
          // One list on wide screens; on phones the same links fold under a "Menu" button (a details element: no
          // script), so none is cut off or scrolled out of sight. Only one of the two is shown at any width.
          <nav className="site-nav" aria-label={text.t("nav.label")}>
            <NavList nav={nav} className="nav-list" />
            <details className="nav-fold">
              <summary>{text.t("nav.open")}</summary>
              <NavList nav={nav} />
            </details>
          </nav>
        ) : null}
        {tel ? (
          // On phones every template has a tap-to-call button when the owner gave a number; wider screens show the
          // "Call …" link only in templates whose design has one (docs/decisions/0510-the-owner-confirms-what-may-understood.md).
          <a className={headerCall ? "call" : "call call-narrow"} href={tel}>
            <span className="call-long">
              {text.parts("header.call", { phone: <bdi dir="ltr">{contact!.phone}</bdi> }).map((part, index) => (
                <Fragment key={index}>{part}</Fragment>
              ))}
            </span>
            <span className="call-short">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
              </svg>
              {text.t("contact.call")} <bdi dir="ltr" className="vh">{contact!.phone}</bdi>
            </span>
          </a>
        ) : null}
      </div>
    </header>
  );
}

function NavList({ nav, className }: { nav: readonly SiteNavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {nav.map((link, index) => (
        <li key={index}>
          <a href={safeSiteHref(link.href)} aria-current={link.current ? "page" : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
