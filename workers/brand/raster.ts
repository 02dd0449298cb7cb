import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgModule from "@resvg/resvg-wasm/index_bg.wasm";

/**
 * SVG to PNG with resvg compiled to WebAssembly (docs/decisions/0861-share-cards-and-icons-rasterised-with-resvg.md):
 * the Images binding cannot draw text or SVG in production, and resvg needs no browser.
 */
let ready: Promise<void> | null = null;

function init(): Promise<void> {
  ready ??= initWasm(resvgModule).catch((error: unknown) => {
    // A second call in the same isolate (another request won the race) is fine.
    if (error instanceof Error && /Already initialized/.test(error.message)) return;
    ready = null;
    throw error;
  });
  return ready;
}

/** Draws an SVG (text included, in the given TrueType/OpenType fonts only: no system fonts) as a PNG `width` pixels wide. */
export async function svgToPng(svg: string, { width, fonts, defaultFontFamily }: { width: number; fonts: Uint8Array[]; defaultFontFamily: string }): Promise<Uint8Array> {
  await init();
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { fontBuffers: fonts, loadSystemFonts: false, defaultFontFamily }, shapeRendering: 2, textRendering: 1 });
  const image = resvg.render();
  try {
    return image.asPng();
  } finally {
    image.free();
    resvg.free();
  }
}
