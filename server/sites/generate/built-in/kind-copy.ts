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

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * For a kind the list does not know: the owner's own description (the context's specialty) in plain
 * sentences that fit any business, and none of a family's trade words (docs/decisions/0500-owner-facts-and-nothing-invented.md).
 */
export const GENERIC_KIND: KindCopy = {
  hero: "Welcome, we're glad you're here",
  specialty: "friendly, reliable service",
  copy: {
    servicesNav: "What we do",
    servicesHeadings: ["What we do", "What we offer"],
    servicesIntros: [(c) => `${c.name}: ${c.specialty}.`, () => "Ask us about anything you don't see here."],
    eyebrows: [(c) => (c.location ? `${c.name} · ${c.location}` : c.name)],
    headlines: [(c) => cap(c.specialty), (c) => `${c.name}${c.inLoc}`],
    subheadlines: [(c) => `${c.name} is ${c.specialty}${c.inLoc}. Get in touch and tell us what you're looking for.`, (c) => `${cap(c.specialty)}${c.inLoc}. Questions? Send us a message and we'll reply.`],
    primaryCtas: ["Get in touch", "Send us a message"],
    secondaryCtas: ["About us", "What we do"],
    aboutHeadings: [(c) => `About ${c.name}`, () => "Who we are"],
    aboutOpeners: [(c) => `${c.name} is ${c.specialty}${c.inLoc}.`, (c) => `At ${c.name}: ${c.specialty}${c.inLoc}.`],
    aboutMiddles: [() => "We'd love to hear from you: ask us anything, and we'll tell you plainly what we can do.", () => "Every question gets a real answer from us, not from a form letter."],
    highlights: [],
    faq: [
      [() => "How do I get in touch?", () => "Send us a message with the form on this page and we'll reply."],
      [() => "Can I ask a question before I book?", () => "Of course. Tell us what you're looking for and we'll answer."],
    ],
    contactIntros: [() => "Questions, bookings or just a hello: send us a message and we'll reply as soon as we can."],
    taglines: [(c) => `${c.name}${c.inLoc}.`],
  },
  // No usual services: an unknown trade's are the owner's own (named in their words or given as facts),
  // never a placeholder such as "Our main service" (docs/decisions/0500-owner-facts-and-nothing-invented.md).
  items: [],
};
