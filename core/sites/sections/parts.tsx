import type { ReactNode } from "react";
import { mediaUrl, mediaVariantWidths } from "../../media/media-sizes";
import type { SiteImage } from "../site-document";
import { directionOf } from "../language-direction";
import type { SiteContext } from "./types";

/** A section's heading; the hero's may be the page's h1. */
export function Heading({ level, className, children }: { level: 1 | 2; className?: string; children: ReactNode }) {
  const Tag = level === 1 ? "h1" : "h2";
  return <Tag className={className}>{children}</Tag>;
}

/** Sections are not named landmarks (two may share a heading, and landmarks must be unique); headings carry the outline. */
export function SectionBox({ id, type, extra = "", children }: { id: string; type: string; extra?: string; children: ReactNode }) {
  return (
    <section id={id} className={`s s-${type}${extra}`}>
      {children}
    </section>
  );
}

const clampSize = (value: unknown, fallback: number) => Math.max(1, Math.min(4000, Math.round(Number(value) || fallback)));

/** Where a section shows an image; a gallery's first tile is wider in some templates. */
export type ImageSlot = "hero" | "about" | "tile" | "firstTile";

// The content column: the .wrap's padding is 20px on phones and 28px up to 991px (server/render/templates/base.ts).
const PHONE_AND_TABLET = "(max-width: 640px) calc(100vw - 40px), (max-width: 991px) calc(100vw - 56px)";
const TILES = "(max-width: 640px) calc(50vw - 26px), (max-width: 991px) calc(50vw - 38px)";
const DEFAULT_SIZES: Record<ImageSlot, string> = {
  hero: `${PHONE_AND_TABLET}, 520px`,
  about: `${PHONE_AND_TABLET}, 500px`,
  tile: `${TILES}, 370px`,
  firstTile: `${TILES}, 370px`,
};
/** Templates whose layout shows a slot wider than the two-column default (their stylesheets in server/render/templates/). */
const TEMPLATE_SIZES: Record<string, Partial<Record<ImageSlot, string>>> = {
  "bold-modern": { hero: `${PHONE_AND_TABLET}, 480px`, firstTile: `${PHONE_AND_TABLET}, 750px` },
  "fresh-garden": { hero: `${PHONE_AND_TABLET}, (max-width: 1200px) calc(100vw - 64px), 1136px` },
  "minimal-studio": { hero: "(max-width: 1200px) 100vw, 1200px" },
};

/**
 * How wide a slot's image is shown in a template, for the browser to pick a photo's size before layout: a
 * phone at 1.75x gets the 720 px size for a hero, not 960 (docs/decisions/0804-photo-sizes-fit-the-layout.md).
 */
export function imageSizes(template: string, slot: ImageSlot): string {
  return TEMPLATE_SIZES[template]?.[slot] ?? DEFAULT_SIZES[slot];
}

/**
 * An image with its intrinsic size; lazy, except the hero's (the first screen's), which loads at once with
 * high priority. An owner's photo comes in several WebP widths (srcset), cropped around its focus.
 */
export function SiteImg({ site, image, className, slot }: { site: SiteContext; image: SiteImage; className: string; slot: ImageSlot }) {
  const eager = slot === "hero";
  const sizes = imageSizes(site.document.template, slot);
  const loading = eager ? { fetchPriority: "high" as const } : { loading: "lazy" as const };
  const photo = image.media ? photoSources(image.media, clampSize(image.width, 400), site.mediaBase ?? "") : null;
  const focus = image.media && image.focus ? { objectPosition: `${image.focus.x}% ${image.focus.y}%` } : undefined;
  return (
    <img
      className={className}
      src={photo ? photo.src : site.imageSrc(image)}
      {...(photo ? { srcSet: photo.srcSet, sizes } : {})}
      width={clampSize(image.width, 400)}
      height={clampSize(image.height, 300)}
      alt={String(image.alt ?? "")}
      {...loading}
      decoding="async"
      style={focus}
    />
  );
}

/** A photo's WebP sizes (core/media/media.ts): the srcset, and a middle size as the plain src. */
function photoSources(id: string, width: number, base: string) {
  const widths = mediaVariantWidths(width);
  const fallback = widths.find((candidate) => candidate >= 960) ?? widths[widths.length - 1]!;
  return { src: mediaUrl(id, fallback, base), srcSet: widths.map((candidate) => `${mediaUrl(id, candidate, base)} ${candidate}w`).join(", ") };
}

/** One text of a section: plain text, or in the editor's canvas the owner's in-place editor for it. */
export function txt(site: SiteContext, sectionId: string, path: readonly (string | number)[], value: string): ReactNode {
  return site.editText ? site.editText(sectionId, path, value) : isolated(site, value);
}

/** Whether a site image is the owner's photo (uploaded or generated), not one of our illustrations. */
export function isPhoto(image: SiteImage | undefined | null): image is SiteImage & { media: string } {
  return typeof image?.media === "string" && image.media !== "";
}

// Letters of right-to-left scripts (Hebrew, Arabic and their presentation forms), and of Latin.
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;
// From a Latin letter up to the next right-to-left letter.
const LTR_SPAN = /[A-Za-z\u00C0-\u024F][^\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]*/g;

/** A left-to-right span cut back to its last letter or digit; its own ! ? or . stay when more text follows (they end an English sentence, not the paragraph). */
function ltrRun(span: string, atEnd: boolean): string {
  let core = span.replace(/[^\p{L}\p{N}]+$/u, "");
  // A bracket opened inside the run closes inside it.
  for (let open = (core.match(/\(/g) ?? []).length - (core.match(/\)/g) ?? []).length; open > 0 && span[core.length] === ")"; open--) core += ")";
  const tail = /^[.!?…]+/.exec(span.slice(core.length))?.[0] ?? "";
  return atEnd && core.length + tail.length === span.trimEnd().length ? core : core + tail;
}

/**
 * Text of a right-to-left site with its left-to-right runs isolated (`<bdi>`), so English inside Arabic
 * keeps its own order and punctuation ("Sourdough (Levain, 24h)" stays as typed); a text with no
 * right-to-left letter at all is isolated whole, so its end punctuation stays at its end. Left-to-right
 * sites get the text as it is (docs/decisions/0890-a-designed-look-without-photos.md).
 */
export function isolated(site: Pick<SiteContext, "text">, value: string): ReactNode {
  if (directionOf(site.text.language) !== "rtl" || !LATIN.test(value)) return value;
  if (!RTL_LETTER.test(value)) return <bdi>{value}</bdi>;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of value.matchAll(LTR_SPAN)) {
    const start = match.index!;
    const run = ltrRun(match[0], start + match[0].length === value.length);
    if (start > last) parts.push(value.slice(last, start));
    parts.push(<bdi key={start}>{run}</bdi>);
    last = start + run.length;
  }
  if (last < value.length) parts.push(value.slice(last));
  return parts;
}
