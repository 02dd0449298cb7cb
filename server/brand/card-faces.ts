import type { SiteTheme } from "@core/sites/site-document";

/**
 * The family each font pair's icons and share card are drawn in (the pair's heading face). The brand Worker holds
 * the font files, keyed by these names (workers/brand/card-fonts.ts): this Worker only writes the name into the SVG.
 */
export const CARD_FACES: Record<SiteTheme["fonts"], { family: string; weight: number }> = {
  "fraunces-inter": { family: "Fraunces", weight: 700 },
  "playfair-source": { family: "Playfair Display", weight: 700 },
  "space-grotesk-inter": { family: "Space Grotesk", weight: 700 },
  "dm-serif-dm-sans": { family: "DM Serif Display", weight: 400 },
  "nunito-nunito": { family: "Nunito", weight: 700 },
  "libre-baskerville-lato": { family: "Libre Baskerville", weight: 700 },
};

/** The pair's card face (Fraunces for a pair this list does not name). */
export function cardFace(pair: SiteTheme["fonts"]): { family: string; weight: number } {
  return CARD_FACES[pair] ?? CARD_FACES["fraunces-inter"];
}
