import { z } from "zod";
import { ownerFactsSchema } from "./facts";
import { siteLogoSchema } from "./logo";

/**
 * A generated website is data, never free-form HTML: this document is what writers fill and what the
 * template renderers turn into one self-contained HTML page. Shared by the server (generation,
 * rendering, publishing) and the browser (the light editor), so it is zod only.
 */

/** Who wrote a piece of the site: our offline writer or a model (docs/product.md: recorded per section). */
export const SITE_WRITERS = ["built-in", "openai-compatible", "workers-ai", "person"] as const;
export type SiteWriter = (typeof SITE_WRITERS)[number];

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default("");
const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i);
/** Links inside a site: same-page anchors, tel:, mailto: or https: only (never javascript:). */
const siteHref = z.string().trim().max(300).regex(/^(#[a-z0-9-]*|tel:\+?[0-9 ()-]{3,30}|mailto:[^\s<>"']+|https:\/\/[^\s<>"']+)$/i);

export const FONT_PAIRS = ["fraunces-inter", "playfair-source", "space-grotesk-inter", "dm-serif-dm-sans", "nunito-nunito", "libre-baskerville-lato"] as const;
export const SPACINGS = ["compact", "regular", "airy"] as const;

export const themeSchema = z.object({
  palette: z.object({
    primary: hexColor,
    accent: hexColor,
    background: hexColor,
    surface: hexColor,
    text: hexColor,
    muted: hexColor,
  }),
  fonts: z.enum(FONT_PAIRS),
  spacing: z.enum(SPACINGS),
});

export const seoSchema = z.object({
  title: text(70),
  description: text(160),
  /** A path on the site's host (an image we serve) or an https URL. */
  socialImage: z.string().trim().max(300).regex(/^(\/[^\s<>"']*|https:\/\/[^\s<>"']+)$/).optional(),
});

/** An image in a site: one of our own illustrations (by key) with its alt text and intrinsic size. */
export const siteImageSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,60}$/),
  alt: text(160),
  width: z.number().int().min(1).max(4000),
  height: z.number().int().min(1).max(4000),
});

const callToAction = z.object({ label: text(40), href: siteHref });
/**
 * Why a section is held back from the published page (docs/decisions/0500-owner-facts-and-nothing-invented.md):
 * "needs-facts" is an invitation in the editor ("Add your opening hours"), "needs-confirmation" marks
 * reviews, prices or hours May wrote in an older version, kept off the page until the owner confirms them.
 */
export const SECTION_HOLDS = ["needs-facts", "needs-confirmation"] as const;
export type SectionHold = (typeof SECTION_HOLDS)[number];

const base = { id: z.string().regex(/^[a-z0-9-]{1,40}$/), writer: z.enum(SITE_WRITERS), hold: z.enum(SECTION_HOLDS).optional() };

export const heroSection = z.object({
  ...base,
  type: z.literal("hero"),
  eyebrow: optionalText(80),
  headline: text(120),
  subheadline: text(300),
  primaryCta: callToAction,
  secondaryCta: callToAction.optional(),
  image: siteImageSchema.optional(),
});

export const servicesSection = z.object({
  ...base,
  type: z.literal("services"),
  heading: text(100),
  intro: optionalText(300),
  /** Empty only while the section is an invitation (needs-facts). */
  items: z.array(z.object({ title: text(80), description: optionalText(280), price: optionalText(40) })).max(12),
});

export const aboutSection = z.object({
  ...base,
  type: z.literal("about"),
  heading: text(100),
  paragraphs: z.array(text(700)).min(1).max(4),
  highlights: z.array(z.object({ value: text(20), label: text(60) })).max(4).default([]),
  image: siteImageSchema.optional(),
});

export const gallerySection = z.object({
  ...base,
  type: z.literal("gallery"),
  heading: text(100),
  images: z.array(siteImageSchema.extend({ caption: optionalText(120) })).min(2).max(9),
});

export const testimonialsSection = z.object({
  ...base,
  type: z.literal("testimonials"),
  heading: text(100),
  /** The owner's reviews only; empty while the section is an invitation (needs-facts). */
  items: z.array(z.object({ quote: text(400), name: text(60), detail: optionalText(80) })).max(6),
});

export const hoursLocationSection = z.object({
  ...base,
  type: z.literal("hours-location"),
  heading: text(100),
  address: optionalText(200),
  area: optionalText(120),
  hours: z.array(z.object({ days: text(40), time: text(40) })).max(8).default([]),
  note: optionalText(200),
});

export const faqSection = z.object({
  ...base,
  type: z.literal("faq"),
  heading: text(100),
  items: z.array(z.object({ question: text(200), answer: text(600) })).min(1).max(10),
});

export const contactSection = z.object({
  ...base,
  type: z.literal("contact"),
  heading: text(100),
  intro: optionalText(300),
  email: z.string().trim().max(120).default(""),
  phone: z.string().trim().max(40).default(""),
  /** The site's contact form posts to /api/v1/sites/{slug}/messages when published. */
  form: z.boolean().default(true),
});

export const footerSection = z.object({
  ...base,
  type: z.literal("footer"),
  tagline: optionalText(160),
  links: z.array(z.object({ label: text(40), href: siteHref })).max(8).default([]),
});

export const siteSectionSchema = z.discriminatedUnion("type", [
  heroSection,
  servicesSection,
  aboutSection,
  gallerySection,
  testimonialsSection,
  hoursLocationSection,
  faqSection,
  contactSection,
  footerSection,
]);

export type SiteSection = z.infer<typeof siteSectionSchema>;
export type SiteSectionType = SiteSection["type"];

/**
 * The site document's schema version. A change that a stored document would not pass gets a new version
 * and an upgrade from the one before (site-document-upgrade.ts), applied whenever a document is read.
 */
export const SITE_DOCUMENT_VERSION = 3;

/** The current version's document. What is read from storage or a request goes through storedSiteDocumentSchema. */
export const siteDocumentSchema = z.object({
  schemaVersion: z.literal(SITE_DOCUMENT_VERSION),
  name: text(80),
  /** The business list's kind and family the site was written for. */
  kind: z.string().max(40),
  family: z.string().max(40),
  location: optionalText(120),
  template: z.string().regex(/^[a-z0-9-]{1,40}$/),
  theme: themeSchema,
  seo: seoSchema,
  /** The owner's facts: the only facts the site may state (core/sites/facts.ts). */
  facts: ownerFactsSchema.default(ownerFactsSchema.parse({})),
  /** The owner's logo (core/sites/logo.ts); without one the header shows the name as text. Optional, so older documents stay valid. */
  logo: siteLogoSchema.optional(),
  sections: z.array(siteSectionSchema).min(3).max(14),
});

export type SiteDocument = z.infer<typeof siteDocumentSchema>;
export type SiteTheme = z.infer<typeof themeSchema>;
export type SiteImage = z.infer<typeof siteImageSchema>;
