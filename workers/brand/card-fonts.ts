// The heading face of each font pair in WOFF (version 1), which becomes the TrueType the rasteriser reads. Keyed by
// the family name the main Worker writes into its SVGs (server/brand/card-faces.ts; a test checks both agree).
import fraunces700 from "@fontsource/fraunces/files/fraunces-latin-700-normal.woff?inline";
import playfair700 from "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff?inline";
import spaceGrotesk700 from "@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff?inline";
import dmSerifDisplay400 from "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff?inline";
import nunito700 from "@fontsource/nunito/files/nunito-latin-700-normal.woff?inline";
import libreBaskerville700 from "@fontsource/libre-baskerville/files/libre-baskerville-latin-700-normal.woff?inline";
// The script faces (docs/decisions/0865-japanese-and-arabic-on-share-cards.md): Fontsource's "japanese" subset of
// Noto Sans JP Bold (JIS X 0208's 6,355 kanji, kana, full-width forms and ASCII), and the whole Noto Sans Arabic
// Bold as Google Fonts ships it (Arabic and Latin in one face, so a Latin word in an Arabic line is shaped with it).
import notoSansJp700 from "@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-700-normal.woff?inline";
import notoSansArabic700 from "@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf?inline";
import { woffToSfnt } from "./woff";

export const CARD_FONT_FILES: Record<string, string> = {
  Fraunces: fraunces700,
  "Playfair Display": playfair700,
  "Space Grotesk": spaceGrotesk700,
  "DM Serif Display": dmSerifDisplay400,
  Nunito: nunito700,
  "Libre Baskerville": libreBaskerville700,
};

/**
 * Faces for the scripts the card families lack, each given to resvg only for an image whose SVG holds a character
 * of its script. The SVGs keep naming the pair's family: resvg falls back, for a run of text the family cannot draw,
 * to a loaded face that has the missing character, and draws the whole run in it when it has every character (so
 * the run is shaped, and ordered right to left, by one font).
 */
export const SCRIPT_FONT_FILES: Record<string, { file: string; script: RegExp }> = {
  "Noto Sans JP": { file: notoSansJp700, script: /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\u3000-\u303f\uff01-\uff9f]/u },
  "Noto Sans Arabic": { file: notoSansArabic700, script: /\p{scx=Arabic}/u },
};

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const decoded = new Map<string, Promise<Uint8Array>>();

/** The TrueType bytes of a font file inlined as a data URI (WOFF unpacked), decoded once per isolate. */
function fontBytes(name: string, dataUri: string): Promise<Uint8Array> {
  let font = decoded.get(name);
  if (!font) {
    const binary = atob(dataUri.slice(dataUri.indexOf(",") + 1));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    font = new DataView(bytes.buffer).getUint32(0) === WOFF_SIGNATURE ? woffToSfnt(bytes) : Promise.resolve(bytes);
    font.catch(() => decoded.delete(name));
    decoded.set(name, font);
  }
  return font;
}

/** The TrueType bytes of a card family; null for a family this Worker does not hold. */
export function cardFontBytes(family: string): Promise<Uint8Array> | null {
  const dataUri = Object.hasOwn(CARD_FONT_FILES, family) ? CARD_FONT_FILES[family] : undefined;
  return dataUri ? fontBytes(family, dataUri) : null;
}

/** The script faces an SVG needs: those with a character in it (none for a Latin-only image). */
export function scriptFontsFor(svg: string): Promise<Uint8Array>[] {
  return Object.entries(SCRIPT_FONT_FILES)
    .filter(([, { script }]) => script.test(svg))
    .map(([name, { file }]) => fontBytes(name, file));
}
