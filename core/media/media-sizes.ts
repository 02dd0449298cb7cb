// The sizes a photo is served in and where (media.ts has the rest), without zod so that a page drawing a site
// carries none at first (docs/performance.md, "Client JavaScript per route").

/**
 * The WebP widths a published page may ask for; a photo gets those narrower than itself, plus its own width.
 * 720 is what a phone's content column needs at 1.75x to 2x (docs/decisions/0804-photo-sizes-fit-the-layout.md).
 */
export const MEDIA_VARIANT_WIDTHS = [480, 720, 960, 1440, 1920] as const;

/** The WebP widths stored for a photo this wide (always at least one). */
export function mediaVariantWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_VARIANT_WIDTHS[MEDIA_VARIANT_WIDTHS.length - 1]!);
  return [...MEDIA_VARIANT_WIDTHS.filter((candidate) => candidate < largest), largest];
}

/** Where one size of a photo is served, on the app's host and on every site's host alike. */
export function mediaUrl(id: string, width: number, base = ""): string {
  return `${base}/media/${id}/${width}.webp`;
}
