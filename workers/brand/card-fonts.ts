// The heading face of each font pair in WOFF (version 1), which becomes the TrueType the rasteriser reads. Keyed by
// the family name the main Worker writes into its SVGs (server/brand/card-faces.ts; a test checks both agree).
import fraunces700 from "@fontsource/fraunces/files/fraunces-latin-700-normal.woff?inline";
import playfair700 from "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff?inline";
import spaceGrotesk700 from "@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff?inline";
import dmSerifDisplay400 from "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff?inline";
import nunito700 from "@fontsource/nunito/files/nunito-latin-700-normal.woff?inline";
import libreBaskerville700 from "@fontsource/libre-baskerville/files/libre-baskerville-latin-700-normal.woff?inline";
import { woffToSfnt } from "./woff";

export const CARD_FONT_FILES: Record<string, string> = {
  Fraunces: fraunces700,
  "Playfair Display": playfair700,
  "Space Grotesk": spaceGrotesk700,
  "DM Serif Display": dmSerifDisplay400,
  Nunito: nunito700,
  "Libre Baskerville": libreBaskerville700,
};

const decoded = new Map<string, Promise<Uint8Array>>();

/** The TrueType bytes of a card family (decoded once per isolate); null for a family this Worker does not hold. */
export function cardFontBytes(family: string): Promise<Uint8Array> | null {
  const dataUri = Object.hasOwn(CARD_FONT_FILES, family) ? CARD_FONT_FILES[family] : undefined;
  if (!dataUri) return null;
  let font = decoded.get(family);
  if (!font) {
    const binary = atob(dataUri.slice(dataUri.indexOf(",") + 1));
    font = woffToSfnt(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    font.catch(() => decoded.delete(family));
    decoded.set(family, font);
  }
  return font;
}
