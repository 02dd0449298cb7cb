import type { SiteSectionType } from "@core/sites/site-document";
import type { FamilyCopy } from "./families";
import { KINDS_A } from "./kinds-a";
import { KINDS_B } from "./kinds-b";
import { KINDS_C } from "./kinds-c";

/** What the built-in writer knows about one business kind; the family supplies everything else. */
export interface KindCopy {
  /** The kind's own hero headline (one of the candidates the seed picks from). */
  hero: string;
  /** What such a business is known for, read after "offers", "serving" or "known for". */
  specialty: string;
  /** "Title|Description|Price": the services, menu or products, most typical first. */
  items: readonly string[];
  /** Illustration motifs (workers/sites/images), the first is the hero's. */
  motifs?: readonly string[];
  /** The kind as a noun after "a", when its list name does not read that way. */
  noun?: string;
  /** A section plan that replaces the family's. */
  plan?: readonly SiteSectionType[];
  /** Family phrases this kind replaces (a funeral home, a wedding website). */
  copy?: Partial<FamilyCopy>;
}

/** Every kind of the business list, by code. */
export const KIND_COPY: Readonly<Record<string, KindCopy>> = { ...KINDS_A, ...KINDS_B, ...KINDS_C };

/** For a kind the list does not know: plain words that fit any business. */
export const GENERIC_KIND: KindCopy = {
  hero: "Welcome, we're glad you're here",
  specialty: "friendly, reliable service",
  items: [
    "Consultation|A friendly first conversation about what you need.|Free",
    "Our main service|What we do best, done properly.|",
    "Tailored packages|Put together around you.|",
    "Ongoing support|Here when you need us.|",
  ],
};
