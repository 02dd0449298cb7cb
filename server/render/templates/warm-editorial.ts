import { minifyCss } from "./base";
import type { TemplateDesign } from "./template-design";

// Warm Editorial: cream paper, serif display type, a centred masthead between fine rules, an arched
// hero image, a printed-menu list with dotted leaders, italic captions and a deep, warm footer.
const CSS = minifyCss(`
:root{--radius:999px;--radius-lg:4px;--footer-bg:var(--primary);--footer-text:var(--on-primary);--footer-muted:var(--on-primary-muted);--footer-line:var(--on-primary-muted)}
body{font-size:1.08rem}
h1,h2,h3{font-weight:600;letter-spacing:-.01em}
h2{font-size:clamp(2rem,3.8vw,3rem)}
.site-header{border-bottom:1px solid var(--line)}
.site-header .head-grid{flex-direction:column;gap:2px;min-height:0;padding-top:22px;padding-bottom:8px}
.site-header .brand{font-size:clamp(1.6rem,3vw,2.2rem);font-weight:600;font-style:italic;max-width:100%;text-align:center}
.site-nav{margin:0 auto}
.site-nav ul{justify-content:center;gap:0 28px}
.site-nav a{font-size:.78rem;font-weight:700;letter-spacing:.16em;text-transform:uppercase}
.eyebrow{color:var(--accent-text);letter-spacing:.2em;font-size:.78rem}
.eyebrow::before{content:"";display:inline-block;width:28px;height:1px;margin-inline-end:12px;vertical-align:middle;background:currentColor}
.s-hero{padding-top:calc(var(--pad)*.75)}
.hero-title{font-weight:500;font-size:clamp(2.6rem,5.8vw,4.8rem);line-height:1.04}
.hero-media .media{border-radius:999px 999px 4px 4px;aspect-ratio:4/5;object-fit:cover;box-shadow:0 30px 60px -30px rgba(60,30,10,.45)}
.btn{padding:12px 28px;letter-spacing:.02em}
.btn-ghost{border-width:1px}
.s-services{background:var(--surface)}
.s-services .s-head{margin:0 auto 48px;text-align:center}
.s-services.priced .items{grid-template-columns:repeat(2,minmax(0,1fr));gap:8px 64px;max-width:1000px;margin:0 auto}
.s-services.priced .items>li{grid-column:auto}.s-services.priced .item{padding:18px 0;border-bottom:1px dashed var(--line)}
.s-services.priced .item-head{align-items:baseline}
.s-services.priced .item-head h3{font-size:1.3rem}
.s-services.priced .item-head::after{content:"";order:2;flex:1;border-bottom:2px dotted var(--muted);opacity:.5;transform:translateY(-5px)}
.s-services.priced .price{order:3;font-family:var(--heading);font-size:1.2rem}
.s-services:not(.priced) .item{padding:28px;background:var(--bg);border-top:3px solid var(--accent)}
.item-text{font-size:1rem}
.about-text>p:first-of-type::first-letter{float:inline-start;font-family:var(--heading);font-size:3.6em;line-height:.82;padding-block-start:6px;padding-inline-end:10px;color:var(--link)}
.about-media .media{border-radius:4px;transform:rotate(1.5deg);box-shadow:0 24px 50px -28px rgba(60,30,10,.5)}
.stats{border-top:1px solid var(--line);padding-top:24px}
.stats strong{font-style:italic;font-weight:500}
.s-gallery .s-head{text-align:center;margin:0 auto 44px}
.gallery li:nth-child(3n+2){transform:translateY(28px)}
.gallery .media{border-radius:4px}
figcaption{font-family:var(--heading);font-style:italic;text-align:center}
.s-testimonials{background:var(--surface)}
.s-testimonials .s-head{text-align:center;margin:0 auto 44px}
.quote{text-align:center;padding:8px 12px}
.quote blockquote p{font-family:var(--heading);font-size:1.3rem;line-height:1.45;font-style:italic}
.quote blockquote::before{content:"\\201C";display:block;font-family:var(--heading);font-size:4rem;line-height:.6;color:var(--accent)}
.when,.place{background:transparent;border:1px solid var(--line);border-radius:4px}
.when h3,.place h3{font-size:.8rem;letter-spacing:.16em;text-transform:uppercase;color:var(--accent-text);font-family:var(--body)}
.form{background:var(--surface);border-radius:4px}
input,textarea{border-radius:4px;border-color:var(--muted)}
.form .btn{border-radius:999px}
.site-footer .brand{font-style:italic;font-size:1.8rem}
.s-hero.type-led{text-align:center;background:radial-gradient(circle at 50% 120%,var(--accent-soft) 0 34%,transparent 34.3%),linear-gradient(var(--line),var(--line)) 50% 100%/min(420px,60%) 1px no-repeat}.s-hero.type-led .hero-text{margin:0 auto}.s-hero.type-led .lede{margin-left:auto;margin-right:auto}.s-hero.type-led .ctas{justify-content:center}.s-hero.type-led .eyebrow::after{content:"";display:inline-block;width:28px;height:1px;margin-inline-start:12px;vertical-align:middle;background:currentColor}
@media (max-width:991px){.gallery li:nth-child(3n+2){transform:none}.s-services.priced .items{grid-template-columns:minmax(0,1fr)}}
@media (max-width:640px){.site-header .head-grid{flex-direction:row;align-items:center;padding-top:10px;padding-bottom:10px}.site-header .brand{font-size:1.45rem;text-align:start}.site-nav{margin:0 0 0 auto;margin-inline-start:auto}.nav-fold ul{justify-content:flex-start}.hero-media .media{aspect-ratio:4/3.4}}
`);

export const warmEditorial: TemplateDesign = { css: () => CSS };
