import type { ReactNode } from "react";
import { mediaUrl, mediaVariantWidths } from "../../media/media";
import type { SiteImage } from "../site-document";
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

/** How wide a slot's image is shown, for the browser to pick a photo's size before layout. */
export const IMAGE_SIZES = { wide: "(max-width: 991px) 100vw, 640px", tile: "(max-width: 640px) 100vw, 400px" } as const;

/**
 * An image with its intrinsic size; lazy, except the hero's (the first screen's), which loads at once with
 * high priority. An owner's photo comes in several WebP widths (srcset), cropped around its focus.
 */
export function SiteImg({ site, image, className, eager = false, sizes = IMAGE_SIZES.wide }: { site: SiteContext; image: SiteImage; className: string; eager?: boolean; sizes?: string }) {
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
  return site.editText ? site.editText(sectionId, path, value) : value;
}
