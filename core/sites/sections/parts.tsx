import type { ReactNode } from "react";
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

/** An image with its intrinsic size; lazy, except the hero's (the first screen's), which loads at once. */
export function SiteImg({ site, image, className, eager = false }: { site: SiteContext; image: SiteImage; className: string; eager?: boolean }) {
  const loading = eager ? { fetchPriority: "high" as const } : { loading: "lazy" as const };
  return <img className={className} src={site.imageSrc(image)} width={clampSize(image.width, 400)} height={clampSize(image.height, 300)} alt={String(image.alt ?? "")} {...loading} decoding="async" />;
}

/** One text of a section: plain text, or in the editor's canvas the owner's in-place editor for it. */
export function txt(site: SiteContext, sectionId: string, path: readonly (string | number)[], value: string): ReactNode {
  return site.editText ? site.editText(sectionId, path, value) : value;
}
