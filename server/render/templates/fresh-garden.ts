import { minifyCss } from "./base";
import type { TemplateDesign } from "./template-design";

// Fresh Garden: soft sage, a centred hero over an arched wide image, pill buttons, rounded cards with
// leaf marks, centred section heads and a deep green footer with rounded shoulders.
const CSS = minifyCss(`
:root{--radius:999px;--radius-lg:28px;--footer-bg:var(--primary);--footer-text:var(--on-primary);--footer-muted:var(--on-primary-muted);--footer-line:var(--on-primary-muted)}
h1,h2,h3{font-weight:600}
h2{font-size:clamp(2rem,3.8vw,2.9rem)}
.site-header .head-grid{min-height:84px}
.brand{font-size:1.45rem}
.brand::before{content:"";display:inline-block;width:.7em;height:.7em;margin-inline-end:.35em;border-radius:60% 0;background:var(--primary);vertical-align:-.02em}
.site-nav a{font-weight:600}
.s-hero{padding-top:calc(var(--pad)*.6);background:linear-gradient(var(--surface),var(--bg))}
.hero-grid{grid-template-columns:minmax(0,1fr);gap:48px;text-align:center}
.hero-text{max-width:800px;margin:0 auto}
.eyebrow{display:inline-block;padding:6px 16px;border-radius:999px;background:var(--bg);color:var(--link);letter-spacing:.1em}
.hero-title{font-size:clamp(2.5rem,6vw,4.6rem)}
.lede{margin:0 auto}
.ctas{justify-content:center}
.hero-media .media{aspect-ratio:16/7;object-fit:cover;border-radius:320px 320px 32px 32px;box-shadow:0 30px 60px -30px color-mix(in srgb,var(--primary) 55%,transparent)}
.s-head{margin:0 auto 48px;text-align:center}
.s-head h2::after{content:"";display:block;width:28px;height:28px;margin:14px auto 0;border-radius:60% 0;background:var(--accent);transform:rotate(45deg)}
.item{padding:32px;border-radius:var(--radius-lg);background:var(--surface)}
.item::before{content:"";display:block;width:42px;height:42px;margin-bottom:20px;border-radius:60% 0;background:var(--primary);opacity:.9}
.item:nth-child(3n+2)::before{background:var(--accent)}
.item-head{flex-wrap:wrap}
.price{padding:2px 12px;border-radius:999px;background:var(--bg);font-size:.95rem}
.about-media .media{border-radius:200px 200px 28px 28px}
.stats{display:flex;flex-wrap:wrap;gap:12px}
.stats li{display:flex;align-items:baseline;gap:8px;padding:10px 18px;border-radius:999px;background:var(--surface)}
.stats strong{display:inline;font-size:1.1rem}
.stats span{display:inline;margin:0}
.gallery .media{border-radius:var(--radius-lg)}
figcaption{text-align:center}
.s-testimonials{background:var(--surface)}
.quote{height:100%;padding:30px;border-radius:var(--radius-lg);background:var(--bg)}
.quote blockquote::before{content:"\\201C";display:block;height:.5em;font-family:var(--heading);font-size:4.2rem;line-height:1;color:var(--accent-text)}
.quote blockquote p{font-family:var(--heading);font-size:1.2rem;line-height:1.5}
.faq-list{border:0}
details{margin-bottom:12px;padding:18px 24px;border:0;border-radius:20px;background:var(--surface)}
.form{border-radius:var(--radius-lg)}
input,textarea{border-radius:16px;border-color:color-mix(in srgb,var(--muted) 60%,var(--bg))}
.site-footer{border-radius:48px 48px 0 0}
@media (max-width:640px){.hero-media .media{aspect-ratio:4/3;border-radius:160px 160px 24px 24px}.item{padding:26px}.site-footer{border-radius:28px 28px 0 0}}
.s-hero.type-led{background:radial-gradient(42% 60% at 100% 0,var(--accent-soft),transparent 70%),radial-gradient(38% 55% at 0 100%,var(--surface),transparent 72%)}
`);

export const freshGarden: TemplateDesign = { css: () => CSS };
