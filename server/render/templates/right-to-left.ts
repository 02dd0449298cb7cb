import { minifyCss } from "./base";

/**
 * What logical properties cannot mirror on a right-to-left page (docs/decisions/0832-right-to-left-with-logical-css.md):
 * arrows that point "onwards", and decorations placed on the reading side. Running text and the hero's title
 * take their direction from their own first letters, so a paragraph still in English (the built-in writer's)
 * reads left to right with its full stop at its end, while Arabic reads right to left. Section headings (short,
 * they read either way) keep the page's side, as do lines of our own words around isolated names (the copyright).
 */
export const RIGHT_TO_LEFT_CSS = minifyCss(`
.s p,.s h1,.s summary,.s figcaption,.s dt,.s dd,.s address,.tagline{unicode-bidi:plaintext}
.t-minimal-studio .btn-primary::after{content:"\\2190"}
.t-bold-modern .s-hero{background:radial-gradient(60% 60% at 15% 20%,color-mix(in srgb,var(--accent) 22%,transparent),transparent 70%)}
@media (min-width:992px){.t-bold-modern .hero-media .media{transform:rotate(-2deg)}}
`);
