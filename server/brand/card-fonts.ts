import type { SiteTheme } from "@core/sites/site-document";
// The heading face of each pair in WOFF (version 1), which becomes the TrueType the rasteriser reads.
import fraunces700 from "@fontsource/fraunces/files/fraunces-latin-700-normal.woff?inline";
import playfair700 from "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff?inline";
import spaceGrotesk700 from "@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff?inline";
import dmSerifDisplay400 from "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff?inline";
import nunito700 from "@fontsource/nunito/files/nunito-latin-700-normal.woff?inline";
import libreBaskerville700 from "@fontsource/libre-baskerville/files/libre-baskerville-latin-700-normal.woff?inline";
import { woffToSfnt } from "./woff";

const HEADING_FACES: Record<SiteTheme["fonts"], { family: string; weight: number; dataUri: string }> = {
  "fraunces-inter": { family: "Fraunces", weight: 700, dataUri: fraunces700 },
  "playfair-source": { family: "Playfair Display", weight: 700, dataUri: playfair700 },
  "space-grotesk-inter": { family: "Space Grotesk", weight: 700, dataUri: spaceGrotesk700 },
  "dm-serif-dm-sans": { family: "DM Serif Display", weight: 400, dataUri: dmSerifDisplay400 },
  "nunito-nunito": { family: "Nunito", weight: 700, dataUri: nunito700 },
  "libre-baskerville-lato": { family: "Libre Baskerville", weight: 700, dataUri: libreBaskerville700 },
};

export interface CardFont {
  family: string;
  weight: number;
  sfnt: Uint8Array;
}

const decoded = new Map<SiteTheme["fonts"], Promise<CardFont>>();

/** The pair's heading face for drawing icons and share cards (decoded once per isolate). */
export function cardFont(pair: SiteTheme["fonts"]): Promise<CardFont> {
  const face = HEADING_FACES[pair] ?? HEADING_FACES["fraunces-inter"];
  let font = decoded.get(pair);
  if (!font) {
    const binary = atob(face.dataUri.slice(face.dataUri.indexOf(",") + 1));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    font = woffToSfnt(bytes).then((sfnt) => ({ family: face.family, weight: face.weight, sfnt }));
    font.catch(() => decoded.delete(pair));
    decoded.set(pair, font);
  }
  return font;
}
