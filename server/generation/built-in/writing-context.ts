import { mulberry32 } from "@core/seeded-random";
import type { SiteImage } from "@core/sites/site-document";

/** What every phrase of the built-in writer can draw on: the brief's facts in ready-to-use forms. */
export interface CopyContext {
  /** The project name, as the site shows it. */
  name: string;
  /** The kind as a noun after an article: "bakery", "accounting practice". */
  noun: string;
  /** The noun with its article: "a bakery", "an accounting practice". */
  aNoun: string;
  /** The list name: "Bakery". */
  kindName: string;
  /** The location, or "" when none was given. */
  location: string;
  /** " in Lisbon", or "" without a location. */
  inLoc: string;
  /** The location, or a neutral stand-in ("the neighbourhood"). */
  place: string;
  /** What this kind is known for, e.g. "slow-fermented sourdough and buttery pastries". */
  specialty: string;
  /** The currency sign guessed from the location. */
  currency: string;
}



/** A seeded picker: deterministic per seed, and each call draws from the same sequence. */
export class Picker {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** A whole number in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  one<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  /** `n` distinct items, kept in their original order (menus and plans read better that way). */
  some<T>(items: readonly T[], n: number): T[] {
    if (n >= items.length) return [...items];
    const chosen = new Set<number>();
    while (chosen.size < n) chosen.add(this.int(items.length));
    return [...chosen].sort((a, b) => a - b).map((index) => items[index]!);
  }
  /** `n` distinct items in a random order. */
  shuffled<T>(items: readonly T[], n = items.length): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }
}


/** Whitespace collapsed, control characters removed. */
export function tidy(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * Text cut to at most `max` characters at a word boundary, with an ellipsis when cut. Keeps surrogate
 * pairs whole, so an emoji is never split in half.
 */
export function fit(text: string, max: number): string {
  const clean = tidy(text);
  if (clean.length <= max) return clean;
  let cut = clean.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(" ");
  if (space > max * 0.6) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,.;:–-]+$/, "")}…`;
}

/** A picture slot's size before a photo fills it (4:3), per slot. */
const SLOT_SIZES = { hero: [960, 720], about: [640, 480], gallery: [480, 360] } as const;

/**
 * An empty picture slot of a section, with its alt text: no illustration key, so the page draws nothing there
 * until the owner's photo fills it (docs/decisions/0892-no-illustration-keys-and-the-canvas-shows-the-pages-photos.md).
 */
export function pictureSlot(slot: keyof typeof SLOT_SIZES, alt: string): SiteImage {
  const [width, height] = SLOT_SIZES[slot];
  return { alt: fit(alt, 160), width, height };
}
