/* global document, NodeFilter, getComputedStyle -- layoutProblems runs in the page */
// Sample sites rendered in-process for a browser: every template, with no photos or with three, in Latin,
// Japanese and Arabic script. Used by `npm run screenshots` (the contact sheet) and by the browser test of
// the templates' layout (test/e2e/site-layout.spec.ts). Vite's module runner imports the TypeScript renderer
// directly (no build, no server); the pages are served from a made-up origin whose fonts and photos come
// from the font packages and public/ (docs/decisions/0890-a-designed-look-without-photos.md).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { runnerImport } from "vite";
import { TEMPLATE_SAMPLES } from "./template-samples.mjs";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const ORIGIN = "http://sheet.test";
export const WIDTHS = [390, 768, 1280, 1920];
export const LANGUAGES = ["pt", "ja", "ar"];

/** One business per template (the template thumbnails' choices, the bakery with a Portuguese name), with a phone so the header has its call button. */
export const SAMPLES = { ...TEMPLATE_SAMPLES, "warm-editorial": { ...TEMPLATE_SAMPLES["warm-editorial"], name: "Doce Camélia", location: "Lisboa" } };

// Words of each script for the samples' texts, short and long, with English inside the Arabic (a brand, a list in brackets).
const WORDS = {
  ja: {
    short: ["毎朝焼きたて", "ご予約", "お問い合わせ", "店舗案内"],
    long: ["天然酵母のパンと季節のケーキを、毎朝ていねいに焼いています。", "ご注文は前日までにお電話かフォームでどうぞ。送信するとすぐにお返事します。"],
  },
  ar: {
    short: ["مخبز الحي", "اتصل بنا", "خدماتنا", "آراء الزبائن"],
    long: ["نخبز كل صباح خبز Sourdough (Levain, 24h) وكعك الزبدة.", "اطلب عبر WhatsApp: Hello, world! ثم نؤكد طلبك خلال ساعة."],
  },
};

const SHORT_KEYS = new Set(["eyebrow", "headline", "heading", "title", "label", "name", "caption", "value", "question", "role", "group"]);
const LONG_KEYS = new Set(["subheadline", "intro", "text", "quote", "answer", "tagline", "body", "description"]);

/** The document with every visible text in the language's script (Latin samples keep the writer's words). */
function inScript(document, language) {
  const words = WORDS[language];
  if (!words) return document;
  let count = 0;
  const visit = (value, key) => {
    if (Array.isArray(value)) return value.map((item) => visit(item, key === "paragraphs" ? "text" : key));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, visit(item, name)]));
    if (typeof value !== "string" || value === "") return value;
    const list = SHORT_KEYS.has(key) ? words.short : LONG_KEYS.has(key) ? words.long : null;
    return list ? list[count++ % list.length] : value;
  };
  return { ...document, language, sections: visit(document.sections, "sections") };
}

/** Three of the owner's photos, placed in the gallery as the editor places them (in the hero and about slots when the site has no gallery). */
export const PHOTO_IDS = ["a1a1a1a1a1a1a1a1a1a1a1a1", "b2b2b2b2b2b2b2b2b2b2b2b2", "c3c3c3c3c3c3c3c3c3c3c3c3"];
const PHOTO_FILES = ["public/og-image.jpg", "public/media/highlights-poster.jpg", "public/about.jpeg"];

function withPhotos(document) {
  if (!document.sections.some((section) => section.type === "gallery")) {
    let next = 0;
    const sections = document.sections.map((section) => ((section.type === "hero" || section.type === "about") && section.image ? { ...section, image: { ...section.image, media: PHOTO_IDS[next++], width: 1200, height: 800 } } : section));
    return { ...document, sections };
  }
  const sections = document.sections.map((section) => {
    if (section.type !== "gallery") return section;
    return { ...section, images: section.images.map((image, index) => (index < PHOTO_IDS.length ? { ...image, media: PHOTO_IDS[index], width: 1200, height: 800 } : image)) };
  });
  return { ...document, sections };
}

let loaded;
/** The renderer and the built-in writer, imported once. */
export async function loadRenderer() {
  const viteConfig = { configFile: false, root: ROOT, logLevel: "error", resolve: { tsconfigPaths: true } };
  const load = async (file) => (await runnerImport(path.join(ROOT, file), viteConfig)).module;
  loaded ??= Promise.all([load("server/render/render-site.tsx"), load("server/generation/built-in/write-site.ts")]).then(([render, write]) => ({ renderSite: render.renderSite, writeBuiltInSite: write.writeBuiltInSite }));
  return loaded;
}

/** A sample site's page: its template, language and whether the owner gave three photos. */
export async function samplePage(template, language, photos) {
  const { renderSite, writeBuiltInSite } = await loadRenderer();
  const brief = { ...SAMPLES[template], business: `${SAMPLES[template].kind.toLowerCase().replace(/_/g, " ")}`, template, phone: "+351 21 555 0147", email: "ola@example.com", language };
  // The site's language is the document's (the template's words, lang and dir follow it).
  let document = inScript({ ...writeBuiltInSite(brief), language }, language);
  if (photos) document = withPhotos(document);
  return renderSite(document, { year: 2026, formAction: "/api/v1/sites/sample/messages" });
}

/** The address a sample is served at. */
export const sampleUrl = (template, language, photos) => `${ORIGIN}/${template}/${language}/${photos ? "photos" : "none"}`;

/** Serves the samples, their fonts (from the font packages, as the build copies them) and the photos on the made-up origin. */
export async function serveSamples(context) {
  await context.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const font = /^\/_fonts\/([a-z0-9-]+)-(\d+\.\d+\.\d+)\/([a-z0-9.-]+\.woff2)$/.exec(url.pathname);
    if (font) {
      for (const scope of ["@fontsource-variable", "@fontsource"]) {
        const body = await readFile(path.join(ROOT, "node_modules", scope, font[1], "files", font[3])).catch(() => null);
        if (body) return route.fulfill({ body, contentType: "font/woff2" });
      }
      return route.fulfill({ status: 404 });
    }
    const photo = /^\/media\/([0-9a-f]{24})\/\d+\.webp$/.exec(url.pathname);
    if (photo) return route.fulfill({ body: await readFile(path.join(ROOT, PHOTO_FILES[PHOTO_IDS.indexOf(photo[1])] ?? PHOTO_FILES[0])), contentType: "image/jpeg" });
    const [, template, language, photos] = url.pathname.split("/");
    if (!SAMPLES[template]) return route.fulfill({ status: 404 });
    return route.fulfill({ body: await samplePage(template, language, photos === "photos"), contentType: "text/html; charset=utf-8" });
  });
}

/**
 * Run in the page: words broken across lines (not Japanese, which breaks between characters), navigation
 * links cut off or outside the screen, and anything wider than the screen.
 */
export function layoutProblems() {
  const problems = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) problems.push(`page is ${document.documentElement.scrollWidth}px wide`);
  const segmenter = new Intl.Segmenter(document.documentElement.lang, { granularity: "word" });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(".vh, .hp, script, style, noscript, details:not([open]) > :not(summary)")) continue;
    for (const segment of segmenter.segment(node.data)) {
      if (!segment.isWordLike || segment.segment.length < 2 || /[\u3040-\u30ff\u3400-\u9fff]/.test(segment.segment)) continue;
      // A drop cap (the about section's first letter in some templates) stands beside several lines by design.
      if (segment.index === 0 && node === parent.firstChild && getComputedStyle(parent, "::first-letter").float !== "none") continue;
      const range = document.createRange();
      range.setStart(node, segment.index);
      range.setEnd(node, segment.index + segment.segment.length);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top / 4)));
      if (tops.size > 1) problems.push(`word broken: "${segment.segment}" in <${parent.tagName.toLowerCase()} class="${parent.className}">`);
    }
  }
  for (const link of document.querySelectorAll(".site-header a")) {
    if (link.closest("details:not([open]) > :not(summary)")) continue;
    const rect = link.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const style = getComputedStyle(link);
    if (style.visibility === "hidden") continue;
    if (rect.left < -1 || rect.right > width + 1) problems.push(`header link outside the screen: "${link.textContent}"`);
    for (let box = link.parentElement; box && box !== document.body; box = box.parentElement) {
      const clip = getComputedStyle(box).overflowX;
      if (clip === "visible") continue;
      const outer = box.getBoundingClientRect();
      if (rect.left < outer.left - 1 || rect.right > outer.right + 1) problems.push(`header link cut off: "${link.textContent}"`);
    }
    if (link.scrollWidth > link.clientWidth + 1 && style.display !== "inline") problems.push(`header link text cut off: "${link.textContent}"`);
  }
  return problems;
}
