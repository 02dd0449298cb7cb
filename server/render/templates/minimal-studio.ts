import { minifyCss } from "./base";
import type { TemplateDesign } from "./template-design";

// Minimal Studio: white space, a fine grid, hairline rules between sections, quiet small sans labels,
// a large light serif headline over a full-width image, the work first, square corners throughout.
const CSS = minifyCss(`
:root{--radius:0;--radius-lg:0}
body{font-size:1.03rem}
h1,h2,h3{font-weight:400;letter-spacing:-.015em}
h2{font-size:clamp(2rem,3.8vw,3.1rem)}
h3{font-family:var(--body);font-weight:600;font-size:1.05rem;letter-spacing:0}
.site-header{border-bottom:1px solid var(--line)}
.site-header .head-grid{min-height:68px}
.brand{font-weight:400;font-size:1.35rem}
.site-nav a{font-size:.85rem;letter-spacing:.04em;color:var(--muted)}
.site-nav a:hover{color:var(--text);text-decoration:none}
.s+.s{border-top:1px solid var(--line)}
.s-hero{padding-bottom:0}
.hero-grid{grid-template-columns:minmax(0,1fr);gap:56px}
.hero-text{display:grid;grid-template-columns:minmax(0,1.6fr) minmax(0,1fr);gap:20px 64px;align-items:end}
.eyebrow{grid-column:1/-1;margin:0;color:var(--muted);font-weight:500;letter-spacing:.08em;font-size:.78rem}
.hero-title{grid-column:1;margin:0;font-size:clamp(2.6rem,6.4vw,5.6rem);line-height:1}
.hero-text .lede{grid-column:2;margin:0;font-size:1.08rem}
.hero-text .ctas{grid-column:2;margin:0}
.hero-media{margin:0 -32px}
.hero-media .media{width:100%;aspect-ratio:21/9;object-fit:cover}
.btn{padding:12px 22px;border-width:1px;font-weight:600;font-size:.95rem}
.btn-primary::after{content:"\\2192";margin-inline-start:10px}
.btn-ghost{border-color:var(--line)}
.s-head{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:20px 64px;max-width:none;align-items:end;margin-bottom:56px}
.s-head h2{margin:0}
.intro{font-size:1.02rem}
.items{display:block;border-top:1px solid var(--text)}
.item{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.6fr);gap:8px 64px;padding:26px 0;border-bottom:1px solid var(--line)}
.item-head{flex-direction:column;gap:4px}
.price{color:var(--muted);font-weight:500;font-size:.95rem}
.item-text{margin:0}
.about-grid{grid-template-columns:minmax(0,1fr) minmax(0,1.15fr);gap:64px}
.about-media{order:-1}
.about-text>p{font-size:1.08rem}
.stats{grid-template-columns:repeat(auto-fit,minmax(120px,1fr));gap:0;border-top:1px solid var(--line)}
.stats li{padding:18px 16px 0 0}
.stats strong{font-size:1.5rem;color:var(--text)}
.gallery{counter-reset:g;gap:48px 20px}
.gallery li{counter-increment:g}
.gallery li:nth-child(3n+2){margin-top:64px}
.gallery figcaption{display:flex;gap:10px;color:var(--text);font-size:.88rem}
.gallery figcaption::before{content:counter(g,decimal-leading-zero);color:var(--muted)}
.quotes{gap:20px 64px}
.quote{padding-top:22px;border-top:1px solid var(--text)}
.quote blockquote p{font-family:var(--heading);font-size:1.35rem;line-height:1.4}
.when,.place{padding:24px 0 0;background:transparent;border-top:1px solid var(--text)}
.when h3,.place h3{color:var(--muted);font-weight:500;font-size:.82rem;letter-spacing:.08em;text-transform:uppercase}
summary{font-weight:500}
.contact-grid{gap:64px}
.form{padding:0;background:transparent}
input,textarea{padding:12px 0;border:0;border-bottom:1px solid var(--muted);background:transparent}
input:focus,textarea:focus{border-bottom-color:var(--text);outline-offset:6px}
.site-footer{border-top:1px solid var(--text);background:var(--bg)}
.s-hero.type-led{border-bottom:1px solid var(--line)}.s-hero.type-led .hero-title{font-size:clamp(2.6rem,7vw,6rem)}
@media (max-width:991px){.hero-text,.s-head,.about-grid{grid-template-columns:minmax(0,1fr)}.hero-title,.hero-text .lede,.hero-text .ctas{grid-column:1}.hero-media{margin:0 -28px}.gallery li:nth-child(3n+2){margin-top:0}.about-media{order:0}}
@media (max-width:640px){.hero-media{margin:0 -20px}.hero-media .media{aspect-ratio:4/3}.item{grid-template-columns:minmax(0,1fr)}.gallery{gap:28px 12px}}
`);

export const minimalStudio: TemplateDesign = { css: () => CSS };
