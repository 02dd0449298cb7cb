// Writes the app's own web fonts (landing, login, chat, dashboard; not the published sites' fonts) to app/fonts/:
// the Latin faces of Inter and Fraunces cut to the characters, weights and features the screens use
// (docs/performance.md, "Fonts"). Run after updating @fontsource-variable: `node scripts/subset-app-fonts.mjs`.
import subsetFont from "subset-font";
import { readFileSync, writeFileSync } from "node:fs";

// The same ranges as the fontsource "latin" face (the unicode-range in app/app.css), so nothing falls back.
const LATIN = [[0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da], [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd]];
// The fontsource "latin-ext" face's ranges: downloaded only by a page that shows such a character (a name like Łódź).
const LATIN_EXT = [[0x0100, 0x02ba], [0x02bd, 0x02c5], [0x02c7, 0x02cc], [0x02ce, 0x02d7], [0x02dd, 0x02ff], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x1d00, 0x1dbf], [0x1e00, 0x1e9f], [0x1ef2, 0x1eff], [0x2020, 0x2020], [0x20a0, 0x20ab], [0x20ad, 0x20c0], [0x2113, 0x2113], [0x2c60, 0x2c7f], [0xa720, 0xa7ff]];
const textOf = (ranges) => ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");
// Kerning and ligatures: the other features (alternates, arrows, tabular figures) cost kilobytes the screens never use.
const FEATURES = ["kern", "liga"];

// Body text: the weights the screens use (normal 400 to semibold 600; bold renders at 600).
const INTER = { wght: { min: 400, max: 600 } };
// Headings: semibold at a display optical size; that is the only way the screens use Fraunces.
const FRAUNCES = { wght: 600, opsz: 72 };
const faces = [
  { from: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", to: "app/fonts/inter-latin-400-600.woff2", ranges: LATIN, variationAxes: INTER },
  { from: "node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2", to: "app/fonts/inter-latin-ext-400-600.woff2", ranges: LATIN_EXT, variationAxes: INTER },
  { from: "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2", to: "app/fonts/fraunces-latin-600.woff2", ranges: LATIN, variationAxes: FRAUNCES },
  { from: "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-ext-opsz-normal.woff2", to: "app/fonts/fraunces-latin-ext-600.woff2", ranges: LATIN_EXT, variationAxes: FRAUNCES },
];

for (const face of faces) {
  const source = readFileSync(face.from);
  const subset = await subsetFont(source, textOf(face.ranges), { targetFormat: "woff2", keepFeatures: FEATURES, variationAxes: face.variationAxes });
  writeFileSync(face.to, subset);
  console.log(`${face.to}: ${(source.length / 1000).toFixed(1)} kB -> ${(subset.length / 1000).toFixed(1)} kB`);
}
