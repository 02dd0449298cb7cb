// The brief is its own file so that the writers it feeds never import the module that runs them.
import type { OwnerFacts } from "@core/sites/facts";
import type { SiteLanguage } from "@core/sites/languages";

/** What a site is generated from: the chat's answers, the chosen template and a seed. */
export interface SiteBrief {
  name: string;
  /** The person's answer to "what do you want to build?". */
  business: string;
  /** A BusinessKindCode (core/chat/business-kinds.ts); an unknown one is classified from `business`. */
  kind: string;
  family: string;
  location: string;
  /** The template's slug, which is its style key (SITE_TEMPLATES in core/sites/themes.ts). */
  template: string;
  /** The final step's text. */
  notes?: string;
  /** Varies the built-in writer (and picks the palette): the same brief and seed give the same site. */
  seed: number;
  /** Shown on the contact section when given (older briefs; `facts` carries them now). */
  email?: string;
  phone?: string;
  /** The owner's facts: the only facts the site may state (core/sites/facts.ts). */
  facts?: OwnerFacts;
  /** The site's language: models write in it, the template's words follow it; absent is English. */
  language?: SiteLanguage;
}
