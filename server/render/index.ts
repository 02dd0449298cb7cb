export { SITE_FONTS_PATH, type StaticFontFile } from "./fonts/font-files";
export { contentHash, earlierFontLocation, INLINE_FONTS, siteFontFaces } from "./fonts/site-fonts";
export { canvasStyle, pageScriptFontSlices, type RenderOptions, renderSite } from "./render-site";
export { appScriptFontCss } from "./fonts/script-faces";
export { FONT_STACKS, type ResolvedColors, resolveTheme } from "./theme";
export { logoColors } from "./logo-colors";
