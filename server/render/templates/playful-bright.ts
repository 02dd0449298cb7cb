import { minifyCss } from "./base";
import type { TemplateDesign } from "./template-design";

// Playful Bright: sunny colours, rounded chunky type, thick outlines with offset shadows, a sticker
// eyebrow, tilted pictures, speech-bubble reviews and a dark footer.
const CSS = minifyCss(`
:root{--radius:999px;--radius-lg:24px;--ink:var(--text);--footer-bg:var(--text);--footer-text:var(--bg);--footer-muted:var(--surface);--footer-line:var(--muted)}
h1,h2,h3{font-weight:900;letter-spacing:-.02em}
h2{font-size:clamp(2rem,4vw,3rem)}
.site-header{border-bottom:3px solid var(--ink);background:var(--surface)}
.brand{font-weight:900;font-size:1.4rem}
.site-nav a{font-weight:800}
.eyebrow{display:inline-block;padding:8px 16px;border:3px solid var(--ink);border-radius:14px;background:var(--accent);color:var(--on-accent);letter-spacing:.06em;transform:rotate(-2deg);box-shadow:3px 3px 0 var(--ink)}
.hero-title{font-size:clamp(2.6rem,6vw,4.8rem);line-height:1}
.hero-media .media{border:3px solid var(--ink);border-radius:var(--radius-lg);box-shadow:10px 10px 0 var(--ink);transform:rotate(2deg)}
.btn{border:3px solid var(--ink);box-shadow:4px 4px 0 var(--ink);font-weight:900}
.btn:hover{transform:translate(-2px,-2px);box-shadow:6px 6px 0 var(--ink)}
.btn-ghost{background:var(--bg);color:var(--text)}
.s-head h2{display:inline;background:linear-gradient(transparent 62%,color-mix(in srgb,var(--accent) 55%,transparent) 62%)}
.s-head .intro{margin-top:16px}
.item{padding:28px;border:3px solid var(--ink);border-radius:var(--radius-lg);background:var(--bg);box-shadow:6px 6px 0 var(--ink)}
.item:nth-child(3n+1){background:var(--surface)}
.item:nth-child(3n+2){background:var(--accent-soft)}
.item-head{flex-wrap:wrap}
.item-head h3{font-size:1.3rem}
.price{padding:2px 12px;border:2px solid var(--ink);border-radius:999px;background:var(--bg);color:var(--text)}
.about-media .media{border:3px solid var(--ink);border-radius:var(--radius-lg);box-shadow:-8px 8px 0 var(--primary);transform:rotate(-2deg)}
.stats li{padding:16px;border:3px solid var(--ink);border-radius:18px;background:var(--surface)}
.stats strong{color:var(--text)}
.gallery .media{border:3px solid var(--ink);border-radius:18px}
.gallery li:nth-child(odd) figure{transform:rotate(-1.5deg)}
.gallery li:nth-child(even) figure{transform:rotate(1.5deg)}
figcaption{color:var(--text);font-weight:800;text-align:center}
.quote blockquote{position:relative;margin-bottom:22px;padding:24px;border:3px solid var(--ink);border-radius:var(--radius-lg);background:var(--surface)}
.quote blockquote::after{content:"";position:absolute;inset-inline-start:32px;bottom:-17px;width:26px;height:26px;border-right:3px solid var(--ink);border-bottom:3px solid var(--ink);background:var(--surface);transform:rotate(45deg)}
.quote blockquote p{margin:0;font-weight:700}
.quote figcaption{padding-inline-start:20px}
.when,.place{border:3px solid var(--ink);box-shadow:6px 6px 0 var(--ink);background:var(--bg)}
details{margin-bottom:14px;padding:16px 22px;border:3px solid var(--ink);border-radius:18px;background:var(--bg)}
.faq-list{border:0}
summary::after{font-weight:900;color:var(--link)}
.form{border:3px solid var(--ink);box-shadow:8px 8px 0 var(--ink)}
input,textarea{border:2px solid var(--ink);border-radius:14px}
.site-footer .brand{font-size:1.8rem}
@media (max-width:640px){.hero-media .media{transform:none;box-shadow:6px 6px 0 var(--ink)}.item{box-shadow:4px 4px 0 var(--ink)}}
.s-hero.type-led{background:radial-gradient(var(--accent-soft) 22%,transparent 23%) 0 0/34px 34px}
`);

export const playfulBright: TemplateDesign = { css: () => CSS };
