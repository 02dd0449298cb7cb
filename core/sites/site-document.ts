import { z } from "zod";
import { mediaIdSchema } from "../media/media";
import { ownerFactsSchema } from "./facts";
import { siteLogoSchema } from "./logo";
import { siteLanguageSchema } from "./language-schema";
import { siteRegionSchema } from "../places/places-schema";
import { SITE_HREF_PATTERN } from "./links";
import { DIETARY_TAGS, FONT_PAIRS, MAX_PAGES, MAX_SECTIONS_PER_PAGE, PAGE_MESSAGES, PAGE_SLUG_PATTERN, isReservedPageSlug, SECTION_HOLDS, SITE_DOCUMENT_VERSION, SITE_WRITERS, SOCIAL_NETWORKS, SPACINGS } from "./site-document-constants";

// The document's lists and limits live without zod in site-document-constants.ts (the editor loads them at once).

/**
 * A generated website is data, never free-form HTML: this document is what writers fill and what the
 * template renderers turn into one self-contained HTML page. Shared by the server (generation,
 * rendering, publishing) and the browser (the light editor), so it is zod only.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default("");
const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i);
/** Links inside a site: same-page anchors, tel:, mailto: or https: only (never javascript:). */
const siteHref = z.string().trim().max(300).regex(SITE_HREF_PATTERN);

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

/**
 * A place for a picture in a site, with its alt text and intrinsic size: the owner's photo (`media`, an id of
 * their library) or, without one, an empty slot the page does not draw. The photo fields are optional, so
 * documents written before them stay valid at the same version (docs/decisions/0801-a-site-image-may-be-a-photo.md).
 * `key` names one of our old illustrations: documents written before decision 0892 keep it (and still read),
 * new ones are written without it (docs/decisions/0892-no-illustration-keys-and-the-canvas-shows-the-pages-photos.md).
 */
export const siteImageSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,60}$/).optional(),
  alt: text(160),
  width: z.number().int().min(1).max(4000),
  height: z.number().int().min(1).max(4000),
  media: mediaIdSchema.optional(),
  /** The photo's subject, in percent from the left and the top: kept in view where a template crops it. */
  focus: z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).optional(),
  /** False while a photo's alt text is only May's suggestion; publishing asks the owner about it. */
  altAccepted: z.boolean().optional(),
  /** True when an image model made the photo for this site (docs/decisions/0803-generated-pictures-stored-as-the-owners-media.md). */
  generated: z.boolean().optional(),
});

const callToAction = z.object({ label: text(40), href: siteHref });
const base = {
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  writer: z.enum(SITE_WRITERS),
  hold: z.enum(SECTION_HOLDS).optional(),
  /** Kept in the editor but left off the published page (version 4). */
  hidden: z.boolean().optional(),
};

/** An https address the owner gives (a booking page, a social profile); never another scheme. */
const httpsUrl = z.string().trim().max(300).regex(/^https:\/\/[^\s<>"']+$/i);

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

/**
 * A menu or price list: groups of items with optional prices and dietary tags. Prices and dishes are
 * facts, so the section starts as an invitation with no groups and is published once the owner adds some.
 */
export const menuSection = z.object({
  ...base,
  type: z.literal("menu"),
  heading: text(100),
  intro: optionalText(300),
  groups: z
    .array(
      z.object({
        name: text(80),
        items: z.array(z.object({ name: text(80), description: optionalText(200), price: optionalText(40), tags: z.array(z.enum(DIETARY_TAGS)).max(4).default([]) })).max(30),
      }),
    )
    .max(8)
    .default([]),
});

/** The people of the business, as the owner names them (an invitation until the first one is added). */
export const teamSection = z.object({
  ...base,
  type: z.literal("team"),
  heading: text(100),
  intro: optionalText(300),
  members: z.array(z.object({ name: text(60), role: optionalText(80), bio: optionalText(300) })).max(12).default([]),
});

/** Plans with the owner's prices (an invitation until the first plan is added). */
export const pricingSection = z.object({
  ...base,
  type: z.literal("pricing"),
  heading: text(100),
  intro: optionalText(300),
  plans: z
    .array(z.object({ name: text(60), price: optionalText(40), period: optionalText(30), features: z.array(text(100)).max(10).default([]) }))
    .max(4)
    .default([]),
});

/** A band with one sentence and one button. */
export const ctaSection = z.object({
  ...base,
  type: z.literal("cta"),
  heading: text(120),
  text: optionalText(300),
  button: callToAction,
});

/** Where the business works, with a link to a map (a plain link: no map script on the page). */
export const serviceAreaSection = z.object({
  ...base,
  type: z.literal("service-area"),
  heading: text(100),
  intro: optionalText(300),
  areas: z.array(text(80)).max(20).default([]),
  /** What the map link searches for (an address or an area); "" shows no map link. */
  mapQuery: optionalText(200),
});

/** The business's profiles elsewhere (the owner's addresses only). */
export const socialSection = z.object({
  ...base,
  type: z.literal("social"),
  heading: text(100),
  links: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), label: text(40), url: httpsUrl })).max(8).default([]),
});

/** A button to the owner's booking or ordering page; published once the owner gives its address. */
export const bookingSection = z.object({
  ...base,
  type: z.literal("booking"),
  heading: text(100),
  text: optionalText(300),
  label: text(40),
  url: httpsUrl.or(z.literal("")).default(""),
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
  menuSection,
  teamSection,
  pricingSection,
  ctaSection,
  serviceAreaSection,
  socialSection,
  bookingSection,
]);

export type SiteSection = z.infer<typeof siteSectionSchema>;
export type SiteSectionType = SiteSection["type"];

export const pageSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(PAGE_SLUG_PATTERN, { error: PAGE_MESSAGES.slug })
  .refine((slug) => !isReservedPageSlug(slug), { error: PAGE_MESSAGES.reserved });

/** A page beside the home page: its address, its name in the navigation, its own SEO and sections. */
export const sitePageSchema = z.object({
  slug: pageSlugSchema,
  title: text(40),
  seo: seoSchema.pick({ title: true, description: true }),
  sections: z.array(siteSectionSchema).max(MAX_SECTIONS_PER_PAGE),
});

/** The current version's document. What is read from storage or a request goes through storedSiteDocumentSchema. */
export const siteDocumentSchema = z.object({
  schemaVersion: z.literal(SITE_DOCUMENT_VERSION),
  name: text(80),
  /** The business list's kind and family the site was written for. */
  kind: z.string().max(40),
  family: z.string().max(40),
  location: optionalText(120),
  /** The site's language (core/sites/languages.ts); absent is English, as every site was before it existed. Optional: no version bump. */
  language: siteLanguageSchema.optional(),
  /**
   * Where the business is, as resolved from its location (core/places/resolve-location.ts): the page's `lang` carries the
   * country ("pt-BR") and its words and formats follow it (docs/decisions/0520-built-in-copy-in-every-site-language.md).
   * Optional: no version bump; a document without one is written and formatted for the language alone.
   */
  region: siteRegionSchema.optional(),
  template: z.string().regex(/^[a-z0-9-]{1,40}$/),
  theme: themeSchema,
  seo: seoSchema,
  /** The owner's facts: the only facts the site may state (core/sites/facts.ts). */
  facts: ownerFactsSchema.default(ownerFactsSchema.parse({})),
  /** The owner's logo (core/sites/logo.ts); without one the header shows the name as text. Optional, so older documents stay valid. */
  logo: siteLogoSchema.optional(),
  /** The home page's sections (its SEO is `seo`). */
  sections: z.array(siteSectionSchema).min(3).max(MAX_SECTIONS_PER_PAGE),
  /** The other pages, in navigation order (version 4). */
  pages: z
    .array(sitePageSchema)
    .max(MAX_PAGES - 1, { error: PAGE_MESSAGES.tooMany })
    .default([])
    .refine((pages) => new Set(pages.map((page) => page.slug)).size === pages.length, { error: PAGE_MESSAGES.duplicate }),
});

export type SiteDocument = z.infer<typeof siteDocumentSchema>;
export type SiteTheme = z.infer<typeof themeSchema>;
export type SiteImage = z.infer<typeof siteImageSchema>;
export type SitePageData = z.infer<typeof sitePageSchema>;
