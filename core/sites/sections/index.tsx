import { holdMessage } from "../publishable";
import type { SiteSection } from "../site-document";
import { AboutSection } from "./about";
import { ContactSection } from "./contact";
import { FaqSection } from "./faq";
import { GallerySection } from "./gallery";
import { HeroSection } from "./hero";
import { HoursLocationSection } from "./hours-location";
import { ServicesSection } from "./services";
import { TestimonialsSection } from "./testimonials";
import { BookingSection } from "./booking";
import { CtaSection } from "./cta";
import { MenuSection } from "./menu";
import { PricingSection } from "./pricing";
import { ServiceAreaSection } from "./service-area";
import { SocialSection } from "./social";
import { TeamSection } from "./team";
import type { SiteContext } from "./types";

export { SiteFooter } from "./footer";
export type { EditorWords, Section, SectionProps, SiteContext } from "./types";

/** One section of the site document as markup (the footer is the page's, see SiteFooter). */
export function SiteSectionView({ section, site }: { section: SiteSection; site: SiteContext }) {
  const held = site.editor ? holdMessage(section) : null;
  const hidden = site.editor && section.hidden;
  if (held || hidden) {
    // The notes are the editor's words, in the reader's language, not the site's: their own lang and direction keep a
    // sentence's full stop at its end on a site of the other direction (docs/decisions/0832-right-to-left-with-logical-css.md,
    // docs/decisions/0900-may-speaks-the-owners-language.md).
    const words = site.editorWords;
    const say = (key: string, values?: Record<string, string>) => (words ? words.t(key, values) : key);
    return (
      <div className={hidden ? "held is-hidden" : "held"} data-hold={section.hold ?? (held ? "invitation" : undefined)}>
        {hidden ? (
          <p className="held-note" role="note" lang={words?.language ?? "en"} dir={words?.dir ?? "ltr"}>
            <strong>{say("editor.hold.hidden.title")}</strong> {say("editor.hold.hidden.body")}
          </p>
        ) : null}
        {held ? (
          <p className="held-note" role="note" lang={words?.language ?? "en"} dir={words?.dir ?? "ltr"}>
            <strong>{say(held.title, held.values)}</strong> {say(held.body, held.values)}
          </p>
        ) : null}
        <SectionMarkup section={section} site={site} />
      </div>
    );
  }
  return <SectionMarkup section={section} site={site} />;
}

function SectionMarkup({ section, site }: { section: SiteSection; site: SiteContext }) {
  switch (section.type) {
    case "hero":
      return <HeroSection section={section} site={site} />;
    case "services":
      return <ServicesSection section={section} site={site} />;
    case "about":
      return <AboutSection section={section} site={site} />;
    case "gallery":
      return <GallerySection section={section} site={site} />;
    case "testimonials":
      return <TestimonialsSection section={section} site={site} />;
    case "hours-location":
      return <HoursLocationSection section={section} site={site} />;
    case "faq":
      return <FaqSection section={section} site={site} />;
    case "contact":
      return <ContactSection section={section} site={site} />;
    case "menu":
      return <MenuSection section={section} site={site} />;
    case "team":
      return <TeamSection section={section} site={site} />;
    case "pricing":
      return <PricingSection section={section} site={site} />;
    case "cta":
      return <CtaSection section={section} site={site} />;
    case "service-area":
      return <ServiceAreaSection section={section} site={site} />;
    case "social":
      return <SocialSection section={section} site={site} />;
    case "booking":
      return <BookingSection section={section} site={site} />;
    default:
      return null;
  }
}
