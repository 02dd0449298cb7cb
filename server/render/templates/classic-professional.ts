import { minifyCss } from "./base";
import type { TemplateDesign } from "./template-design";

// Classic Professional: white and navy with brass rules, a navy hero band with a framed image, a call
// link in the header, structured cards with top borders, a stats strip and a navy footer.
const CSS = minifyCss(`
:root{--radius:4px;--radius-lg:6px;--footer-bg:var(--primary);--footer-text:var(--on-primary);--footer-muted:var(--on-primary-muted);--footer-line:var(--on-primary-muted)}
h1,h2,h3{font-weight:700;letter-spacing:-.01em}
h2{font-size:clamp(1.9rem,3.4vw,2.6rem)}
.site-header{border-top:4px solid var(--accent);border-bottom:1px solid var(--line)}
.brand{color:var(--link);font-size:1.35rem}
.site-nav a{font-weight:700;font-size:.9rem}
.call{padding:10px 16px;border:2px solid var(--primary);border-radius:var(--radius);color:var(--link)}
.s-hero{background:var(--primary);color:var(--on-primary)}
.s-hero .eyebrow{color:var(--on-primary-muted)}
.s-hero .eyebrow::before{content:"";display:block;width:44px;height:3px;margin-bottom:16px;background:var(--accent)}
.s-hero .lede{color:var(--on-primary-muted)}
.s-hero .btn-primary{background:var(--accent);color:var(--on-accent)}
.s-hero .btn-ghost{color:var(--on-primary)}
.hero-title{font-size:clamp(2.3rem,4.8vw,3.9rem)}
.hero-media .media{border:8px solid var(--bg);border-radius:2px;box-shadow:16px 16px 0 var(--accent)}
.s-head h2::after{content:"";display:block;width:56px;height:3px;margin-top:18px;background:var(--accent)}
.item{padding:30px;border:1px solid var(--line);border-top:4px solid var(--primary);background:var(--bg);box-shadow:0 10px 30px -18px rgba(20,30,60,.35)}
.item-head{flex-direction:column;gap:6px}
.item-head h3{font-size:1.25rem}
.s-services{background:var(--surface)}
.stats{gap:0;margin-top:36px;border:1px solid var(--line);background:var(--surface)}
.stats li{padding:20px 22px;border-inline-end:1px solid var(--line)}
.stats li:last-child{border-inline-end:0}
.stats strong{font-size:1.45rem}
.about-media .media{border-radius:2px;box-shadow:-16px 16px 0 var(--surface)}
.gallery .media{border-radius:2px}
.s-testimonials{background:var(--surface)}
.quote{position:relative;height:100%;padding:34px 30px 28px;background:var(--bg);border:1px solid var(--line)}
.quote::before{content:"\\201C";position:absolute;top:6px;inset-inline-start:24px;font-family:var(--heading);font-size:3.6rem;line-height:1;color:var(--accent)}
.quote blockquote{margin-top:22px}
.quote figcaption{padding-top:14px;border-top:1px solid var(--line)}
.when,.place{border:1px solid var(--line);background:var(--bg)}
.when h3,.place h3{font-size:1rem;text-transform:uppercase;letter-spacing:.1em;color:var(--link)}
.form{border:1px solid var(--line);border-top:4px solid var(--accent);background:var(--bg);box-shadow:0 10px 30px -18px rgba(20,30,60,.35)}
input,textarea{background:var(--surface);border-color:var(--line)}
@media (max-width:640px){.stats li{border-inline-end:0;border-bottom:1px solid var(--line)}.stats li:last-child{border-bottom:0}.hero-media .media{box-shadow:10px 10px 0 var(--accent)}}
.s-hero.type-led{background:repeating-linear-gradient(135deg,transparent 0 22px,color-mix(in srgb,var(--on-primary) 7%,transparent) 22px 24px),var(--primary);color:var(--on-primary)}.s-hero.type-led .hero-title{color:var(--on-primary)}.s-hero.type-led .lede,.s-hero.type-led .eyebrow{color:var(--on-primary-muted)}.s-hero.type-led .btn-primary{background:var(--on-primary);color:var(--primary)}.s-hero.type-led .btn-ghost{color:var(--on-primary);border-color:currentColor}.s-hero.type-led a:focus-visible{outline-color:var(--on-primary)}
`);

export const classicProfessional: TemplateDesign = { css: () => CSS, headerCall: true };
