import { Fragment } from "react";
import type { SiteText } from "./i18n/site-messages";
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
  document: Pick<SiteDocument, "name" | "logo">;
  /** The page's sections: the contact section's phone is the header's call link. */
  sections: readonly SiteSection[];
  nav: readonly SiteNavLink[];
  /** The site's name is the page's one h1 (a page that does not open with a hero's headline). */
  heading: boolean;
  /** The template shows a "Call …" link when the site has a phone number (its TemplateDesign says so). */
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
  const tel = contact?.phone ? telHref(contact.phone) : null;
  return (
    <header className="site-header">
      <div className="wrap head-grid">
        <SiteBrand name={document.name} logo={document.logo} heading={heading} mediaBase={mediaBase} />
        {nav.length ? (
          <nav className="site-nav" aria-label={text.t("nav.label")}>
            <ul>
              {nav.map((link, index) => (
                <li key={index}>
                  <a href={safeSiteHref(link.href)} aria-current={link.current ? "page" : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {tel && headerCall ? (
          <a className="call" href={tel}>
            {text.parts("header.call", { phone: <bdi dir="ltr">{contact!.phone}</bdi> }).map((part, index) => (
              <Fragment key={index}>{part}</Fragment>
            ))}
          </a>
        ) : null}
      </div>
    </header>
  );
}
