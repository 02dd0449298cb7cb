import type { UploadedLogo } from "./logo";

// The logo's choices, icon drawings, initials and fitting (logo.ts has the schema), without zod
// so that a page drawing a site carries none at first (docs/performance.md, "Client JavaScript per route").

export const LOGO_LAYOUTS = ["wordmark", "monogram", "icon"] as const;
export const LOGO_COLORS = ["primary", "accent", "text"] as const;
export const LOGO_ICONS = ["leaf", "star", "heart", "home", "sun", "drop", "cup", "spark"] as const;
export type LogoLayout = (typeof LOGO_LAYOUTS)[number];
export type LogoColor = (typeof LOGO_COLORS)[number];
export type LogoIcon = (typeof LOGO_ICONS)[number];

/** How large the header shows an uploaded logo at most (CSS pixels), and the stored size its <img> asks for. */
export const LOGO_IMAGE_HEIGHT = 48;

/** The size an uploaded logo is drawn at to fit a box, keeping its shape (never enlarged past `upscale` times). */
export function fitLogo(logo: Pick<UploadedLogo, "width" | "height">, box: { width: number; height: number }, upscale = Infinity): { width: number; height: number } {
  const width = logo.width ?? box.width;
  const height = logo.height ?? box.height;
  const scale = Math.min(box.width / width, box.height / height, upscale);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Our own icon drawings: strokes on a 24-unit grid, drawn in the badge's text colour. */
export const LOGO_ICON_PATHS: Record<LogoIcon, string> = {
  leaf: "M6 18C6 10 11 5 19 5c0 8-5 13-13 13zM6 18l7-7",
  star: "M12 3.5l2.5 5.3 5.8.7-4.3 4 1.1 5.7L12 16.4l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z",
  heart: "M12 19.5s-7-4.3-7-9.6A3.9 3.9 0 0 1 12 7.6a3.9 3.9 0 0 1 7 2.3c0 5.3-7 9.6-7 9.6z",
  home: "M4 11.5l8-7 8 7M6.5 9.5V19.5h11V9.5M10 19.5v-5h4v5",
  sun: "M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8",
  drop: "M12 3.5s6 6.3 6 10.7a6 6 0 0 1-12 0C6 9.8 12 3.5 12 3.5z",
  cup: "M5 9h11v4.5A5 5 0 0 1 11 18.5h-1a5 5 0 0 1-5-5zM16 10h1.5a2.5 2.5 0 0 1 0 5H16M8.5 3.5v2.5M12 3.5v2.5",
  spark: "M12 3l1.9 6.6L20.5 12l-6.6 2.1L12 21l-1.9-6.9L3.5 12l6.6-2.4z",
};

/** Words that do not make an initial ("The Rise & Crumb" is RC). */
const SKIPPED_WORDS = new Set(["the", "and", "of", "a", "an", "&", "+", "le", "la", "les", "el", "los", "las", "die", "der", "das", "de"]);

/** One or two initials from a name: the first letters of its first two meaningful words, upper case. */
export function monogramLetters(name: string): string {
  const words = name.normalize("NFC").split(/[\s\-–—/.,:;!?()[\]{}"'’]+/u).filter(Boolean);
  const meaningful = words.filter((word) => !SKIPPED_WORDS.has(word.toLowerCase()));
  const chosen = (meaningful.length ? meaningful : words).slice(0, 2);
  const initials = chosen.map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ""))[0] ?? "").join("");
  return (initials || Array.from(name.trim())[0] || "?").toLocaleUpperCase();
}
