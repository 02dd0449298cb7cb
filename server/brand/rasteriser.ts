/** One image to draw: an SVG and the PNG's width in pixels (the height follows the SVG's aspect). */
export interface RasterJob {
  svg: string;
  width: number;
}

/** What the brand Worker's `rasterise` takes: the images, and the family their text is drawn in (server/brand/card-faces.ts). */
export interface RasterRequest {
  family: string;
  jobs: RasterJob[];
}

/** The brand Worker as its service binding shows it (workers/brand/index.ts). */
export interface BrandService {
  rasterise(request: RasterRequest): Promise<Uint8Array[]>;
}

export interface BrandEnv {
  /** The brand Worker (wrangler.toml, [[services]]); typed by `wrangler types` as a plain Fetcher. */
  BRAND: Fetcher;
}

/**
 * Draws SVGs as PNGs in the brand Worker, one call for a whole set (docs/decisions/0854-share-cards-drawn-in-their-own-worker.md):
 * resvg and the card fonts are not part of this Worker. Rejects when the binding does, or answers the wrong count.
 */
export async function rasterise(env: BrandEnv, request: RasterRequest): Promise<Uint8Array[]> {
  // The binding is an RPC stub of the brand Worker's entrypoint; `wrangler types` knows only this Worker's config.
  const service = env.BRAND as unknown as BrandService;
  const pngs = await service.rasterise(request);
  if (!Array.isArray(pngs) || pngs.length !== request.jobs.length || !pngs.every((png) => png instanceof Uint8Array)) {
    throw new Error(`The brand Worker answered ${Array.isArray(pngs) ? pngs.length : "no"} images for ${request.jobs.length}`);
  }
  return pngs;
}
