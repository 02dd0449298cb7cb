import type { SiteSection } from "../site-document";
import { AboutSection } from "./about";
import { ContactSection } from "./contact";
import { FaqSection } from "./faq";
import { GallerySection } from "./gallery";
import { HeroSection } from "./hero";
import { HoursLocationSection } from "./hours-location";
import { ServicesSection } from "./services";
import { TestimonialsSection } from "./testimonials";
import type { SiteContext } from "./types";

export { SiteFooter } from "./footer";
export type { Section, SectionProps, SiteContext } from "./types";

/** One section of the site document as markup (the footer is the page's, see SiteFooter). */
export function SiteSectionView({ section, site }: { section: SiteSection; site: SiteContext }) {
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
    default:
      return null;
  }
}
