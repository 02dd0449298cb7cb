import type { AppMessageKeyOf } from "@core/i18n/keys";

/**
 * The waitlist landing page's repeated parts (docs/product.md), as message keys of the `public` namespace: the words
 * are in content/app-messages/public (docs/decisions/0900-may-speaks-the-owners-language.md). FAQ entries are
 * `{ ask, answer }` (section 3).
 */
type PublicKey = AppMessageKeyOf<"public">;

export interface FaqEntry {
  ask: PublicKey;
  answer: PublicKey;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  { ask: "public.landing.faq.what.ask", answer: "public.landing.faq.what.answer" },
  { ask: "public.landing.faq.skills.ask", answer: "public.landing.faq.skills.answer" },
  { ask: "public.landing.faq.cost.ask", answer: "public.landing.faq.cost.answer" },
];

export const HIGHLIGHTS: readonly { title: PublicKey; body: PublicKey }[] = [
  { title: "public.landing.feature.listens.title", body: "public.landing.feature.listens.body" },
  { title: "public.landing.feature.writes.title", body: "public.landing.feature.writes.body" },
  { title: "public.landing.feature.publishes.title", body: "public.landing.feature.publishes.body" },
];

/** The three dishes of the product glimpse's sample bakery site, each with its swatch. */
export const GLIMPSE_ITEMS: readonly { name: PublicKey; swatch: string }[] = [
  { name: "public.landing.glimpse.item.loaf", swatch: "bg-[#e8c9a0]" },
  { name: "public.landing.glimpse.item.pastry", swatch: "bg-[#d99a62]" },
  { name: "public.landing.glimpse.item.brunch", swatch: "bg-[#c7d3a8]" },
];
