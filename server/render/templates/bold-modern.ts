import { minifyCss } from "./base";
import type { TemplateDesign } from "./template-design";

// Bold Modern: deep ink, oversized tight grotesque type, one electric colour, numbered cards with
// hairline borders, a glowing hero image, a sticky translucent header and a giant name in the footer.
const CSS = minifyCss(`
:root{--radius:10px;--radius-lg:22px}
h1,h2,h3{font-weight:800;letter-spacing:-.035em}
h2{font-size:clamp(2.2rem,4.6vw,3.6rem);line-height:1.02}
h3{letter-spacing:-.02em}
.site-header{position:sticky;top:0;z-index:5;background:color-mix(in srgb,var(--bg) 86%,transparent);backdrop-filter:blur(12px);-webkit-backdrop-filter:blur(12px);border-bottom:1px solid var(--line)}
.brand{font-weight:800;letter-spacing:-.03em;font-size:1.35rem}
.brand::after{content:"";display:inline-block;width:.42em;height:.42em;margin-inline-start:.14em;border-radius:50%;background:var(--primary)}
.site-nav a{font-weight:600;color:var(--muted)}
.site-nav a:hover{color:var(--text)}
.s-hero{padding:calc(var(--pad)*1.1) 0 var(--pad);background:radial-gradient(60% 60% at 85% 20%,color-mix(in srgb,var(--accent) 22%,transparent),transparent 70%)}
.hero-grid{grid-template-columns:minmax(0,1.25fr) minmax(0,1fr)}
.eyebrow{display:inline-block;padding:7px 14px;border:1px solid var(--line);border-radius:999px;letter-spacing:.12em;font-size:.75rem}
.hero-title{font-size:clamp(2.9rem,7.2vw,6.2rem);line-height:.94;letter-spacing:-.05em}
.lede{font-size:1.25rem}
.hero-media .media{border-radius:28px;transform:rotate(2deg);box-shadow:0 0 0 1px var(--line),0 40px 100px -40px var(--primary)}
.btn{border-radius:12px;font-weight:800}
.btn-primary:hover{box-shadow:0 10px 30px -10px var(--primary)}
.btn-ghost{border-color:var(--line)}
.s-head h2::before{content:"";display:block;width:48px;height:6px;margin-bottom:22px;border-radius:3px;background:var(--primary)}
.items{counter-reset:n}
.item{counter-increment:n;display:flex;flex-direction:column;padding:30px;border:1px solid var(--line);border-radius:var(--radius-lg);background:var(--surface);transition:border-color .2s ease}
.item:hover{border-color:var(--primary)}
.item::before{content:counter(n,decimal-leading-zero);margin-bottom:30px;font-family:var(--heading);font-weight:800;font-size:.95rem;color:var(--link)}
.item-head{flex-direction:column;align-items:flex-start;gap:10px}
.item-head h3{font-size:1.35rem}
.price{order:2;padding:4px 12px;border-radius:999px;background:var(--primary);color:var(--on-primary);font-size:.85rem}
.item-text{order:1}
.about-media .media{border-radius:var(--radius-lg)}
.stats{gap:0;border-top:1px solid var(--line)}
.stats li{padding:22px 20px 0 0}
.stats strong{font-size:clamp(1.8rem,3.4vw,2.6rem);color:var(--text);letter-spacing:-.03em}
.gallery{grid-auto-flow:dense}
.gallery li:first-child{grid-column:span 2;grid-row:span 2}
.gallery li:first-child figure,.gallery li:first-child .media{height:100%}
.gallery li:first-child .media{object-fit:cover}
.gallery figure{position:relative}
.gallery .media{border-radius:var(--radius-lg)}
.gallery figcaption{position:absolute;inset-inline-start:12px;bottom:12px;margin:0;padding:5px 12px;border-radius:999px;background:var(--bg);color:var(--text);font-size:.82rem;font-weight:700}
.quote{height:100%;padding:30px;border:1px solid var(--line);border-radius:var(--radius-lg);background:var(--surface)}
.quote blockquote p{font-size:1.2rem;font-weight:600;line-height:1.45;letter-spacing:-.01em}
.quote blockquote::before{content:"\\201C";display:block;height:.55em;font-family:var(--heading);font-weight:800;font-size:4rem;line-height:1;color:var(--link)}
.when,.place{border:1px solid var(--line)}
summary{font-size:1.25rem;letter-spacing:-.01em}
summary::after{display:grid;place-items:center;width:34px;height:34px;border-radius:50%;background:var(--primary);color:var(--on-primary);font-size:1.2rem}
.form{border:1px solid var(--line)}
input,textarea{background:var(--bg);border-color:var(--line)}
input:focus,textarea:focus{border-color:var(--primary)}
.site-footer{border-top:1px solid var(--line)}
.site-footer .brand{font-size:clamp(2.6rem,9vw,7rem);line-height:.95;letter-spacing:-.05em}
.foot-grid{align-items:flex-end}
.s-hero.type-led{background:radial-gradient(55% 70% at 92% 8%,var(--accent-soft),transparent 70%),linear-gradient(var(--line) 1px,transparent 1px) 0 0/72px 72px,linear-gradient(90deg,var(--line) 1px,transparent 1px) 0 0/72px 72px}.s-hero.type-led .hero-title{font-size:clamp(2.7rem,7.4vw,6.4rem)}
@media (max-width:991px){.hero-grid{grid-template-columns:minmax(0,1fr)}.gallery li:first-child{grid-column:span 2;grid-row:auto}.hero-media .media{transform:none}}
@media (max-width:640px){.hero-title{letter-spacing:-.04em}.item{padding:24px}.quote{padding:24px}}
`);

export const boldModern: TemplateDesign = { css: () => CSS };
