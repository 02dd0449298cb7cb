import type { ResolvedTheme } from "../theme";

/** Collapses a CSS source's whitespace and comments (run once per stylesheet, at module load). */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{}:;,>])\s*/g, "$1")
    .replace(/;}/g, "}")
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")")
    .trim();
}

const PADDING: Record<ResolvedTheme["spacing"], string> = { compact: "64px", regular: "88px", airy: "120px" };

/**
 * Layout shared by every template (sections, grids, forms, breakpoints at 991 and 640 px); templates restyle it.
 * Sides are logical (inline-start, end) so a right-to-left page mirrors (docs/decisions/0832-right-to-left-with-logical-css.md).
 */
const BASE = minifyCss(`
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-behavior:smooth;scroll-padding-top:24px}
@media (prefers-reduced-motion: reduce){html{scroll-behavior:auto}*{transition:none!important}}
body{margin:0;background:var(--bg);color:var(--text);font-family:var(--body);font-size:1.0625rem;line-height:1.65;-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}
img{display:block;max-width:100%;height:auto}
button,input,select,textarea{font:inherit;letter-spacing:inherit}
h1,h2,h3{font-family:var(--heading);line-height:1.12;margin:0 0 .5em;text-wrap:balance;overflow-wrap:anywhere}
h2{font-size:clamp(1.9rem,3.6vw,2.75rem)}
h3{font-size:1.2rem}
p{margin:0 0 1em;overflow-wrap:anywhere}
a{color:var(--link);text-underline-offset:.18em}
ul{overflow-wrap:anywhere}
.wrap{width:100%;max-width:1200px;margin:0 auto;padding:0 32px}
.narrow{max-width:860px}
.skip{position:absolute;inset-inline-start:-9999px;top:8px;z-index:10;padding:10px 14px;background:var(--bg);color:var(--text)}
.skip:focus{inset-inline-start:8px}
:focus-visible{outline:3px solid var(--link);outline-offset:3px}
.s{padding:var(--pad) 0}
.s-head{max-width:760px;margin-bottom:44px}
.s-head h2{margin-bottom:.35em}
.intro{color:var(--muted);font-size:1.125rem;margin:0}
.eyebrow{font-size:.82rem;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:var(--link);margin-bottom:18px}
.lede{font-size:1.2rem;color:var(--muted);max-width:38em}
.hero-title{font-size:clamp(2.4rem,5.4vw,4.4rem);margin-bottom:.35em}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:12px 26px;border:2px solid transparent;border-radius:var(--radius);font-weight:700;font-size:1rem;line-height:1.2;text-decoration:none;text-align:center;transition:transform .15s ease,background-color .15s ease}
.btn:hover{transform:translateY(-1px)}
.btn-primary{background:var(--primary);color:var(--on-primary)}
.btn-ghost{border-color:currentColor;color:var(--text)}
.ctas{display:flex;flex-wrap:wrap;gap:12px;margin:30px 0 0}
.site-header .head-grid{display:flex;align-items:center;gap:28px;min-height:76px}
.brand{font-family:var(--heading);font-weight:700;font-size:1.3rem;line-height:1.2;color:var(--text);text-decoration:none;margin:0;overflow-wrap:anywhere;max-width:60%}
.site-nav{margin-inline-start:auto}
.site-nav ul{display:flex;flex-wrap:wrap;gap:4px 24px;list-style:none;margin:0;padding:0}
.site-nav a{display:inline-block;padding:10px 0;color:var(--text);text-decoration:none;font-size:.95rem}
.site-nav a:hover{color:var(--link);text-decoration:underline}
.nav-fold{display:none}
.call{font-weight:700;text-decoration:none;white-space:nowrap}
.call-short,.call-narrow{display:none}
.items,.gallery,.quotes,.stats,.direct{list-style:none;margin:0;padding:0}
.items{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:20px}
.item-head{display:flex;justify-content:space-between;align-items:baseline;gap:14px}
.item h3{margin:0}
.price{margin:0;font-weight:700;color:var(--link);white-space:nowrap}
.item-text{margin:.45em 0 0;color:var(--muted)}
.hero-grid{display:grid;grid-template-columns:minmax(0,1.08fr) minmax(0,1fr);gap:56px;align-items:center}
.media{width:100%;height:auto;border-radius:var(--radius-lg);background:var(--surface)}
.s-hero.type-led .hero-grid{grid-template-columns:minmax(0,1fr)}
.s-hero.type-led .hero-text{max-width:940px}
.s-hero.type-led .hero-title{font-size:clamp(2.5rem,6.4vw,5.4rem)}
.s-about.no-media .about-grid{grid-template-columns:minmax(0,1fr)}
.s-about.no-media .about-text{max-width:880px}
.gallery-empty{min-height:160px;border:2px dashed var(--line);border-radius:var(--radius-lg)}
.about-grid{display:grid;grid-template-columns:minmax(0,1.15fr) minmax(0,1fr);gap:64px;align-items:center}
.about-text>p{font-size:1.1rem}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr));gap:20px;margin-top:32px}
.stats strong{display:block;font-family:var(--heading);font-size:1.7rem;line-height:1.1;color:var(--link);overflow-wrap:break-word}
.stats span{display:block;margin-top:4px;color:var(--muted);font-size:.95rem;line-height:1.4}
.gallery{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:20px}
figure{margin:0}
figcaption{margin-top:10px;color:var(--muted);font-size:.95rem}
.quotes{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:20px}
.quotes.n1{grid-template-columns:minmax(0,1fr);max-width:760px}
.quotes.n2{grid-template-columns:repeat(2,minmax(0,1fr))}
blockquote{margin:0}
blockquote p{font-size:1.1rem}
.quote figcaption{margin-top:14px}
.who{font-weight:700;color:var(--text)}
.detail{color:var(--muted)}
.detail::before{content:"· "}
.visit-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));gap:20px}
.when,.place{padding:28px;border-radius:var(--radius-lg);background:var(--surface)}
.hours{margin:0}
.hours div{display:flex;justify-content:space-between;gap:16px;padding:10px 0;border-bottom:1px solid var(--line)}
.hours div:last-child{border-bottom:0}
.hours dt{font-weight:700}
.hours dd{margin:0;color:var(--muted);text-align:end}
address{font-style:normal;font-size:1.1rem;margin-bottom:12px}
.faq-list{border-top:1px solid var(--line)}
details{border-bottom:1px solid var(--line);padding:20px 0}
summary{display:flex;justify-content:space-between;gap:16px;cursor:pointer;list-style:none;font-weight:700;font-size:1.1rem}
summary::-webkit-details-marker{display:none}
summary::after{content:"+";flex:none;font-weight:400;font-size:1.4rem;line-height:1;color:var(--link)}
details[open] summary::after{content:"\\2013"}
details p{margin:12px 0 0;color:var(--muted);max-width:60em}
.contact-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.15fr);gap:64px;align-items:start}
.direct{margin-top:26px}
.direct li{margin-bottom:10px;font-size:1.15rem}
.phone-first .direct li:first-child a{font-size:1.5rem;font-weight:700}
.direct .k{display:inline-block;min-width:70px;color:var(--muted);font-size:.8rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase}
.form{padding:32px;border-radius:var(--radius-lg);background:var(--surface)}
.field{margin:0 0 18px}
label{display:block;margin-bottom:6px;font-weight:700;font-size:.95rem}
.hint{font-weight:400;color:var(--muted)}
input,textarea{display:block;width:100%;padding:12px 14px;border:1.5px solid var(--muted);border-radius:var(--radius);background:var(--bg);color:var(--text);font:inherit}
textarea{resize:vertical;min-height:130px}
fieldset{min-width:0;margin:0;padding:0;border:0}
fieldset[disabled] input,fieldset[disabled] textarea,fieldset[disabled] .btn{opacity:.65;cursor:not-allowed}
.form .btn{width:100%}
.form>p:last-child,.form fieldset>p:last-child{margin:0}
.hp{position:absolute;inset-inline-start:-10000px;width:1px;height:1px;overflow:hidden}
.vh{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.note{color:var(--muted);font-size:.95rem}
.form .note{margin:16px 0 0}
.site-footer{padding:64px 0 32px;background:var(--footer-bg);color:var(--footer-text)}
.site-footer a{color:var(--footer-text)}
.site-footer .brand{color:var(--footer-text);max-width:none}
.tagline{margin:8px 0 0;color:var(--footer-muted);max-width:32em}
.foot-grid{display:flex;justify-content:space-between;gap:32px;flex-wrap:wrap}
.site-footer nav ul{display:flex;flex-wrap:wrap;gap:4px 22px;list-style:none;margin:0;padding:0}
.site-footer nav a{display:inline-block;padding:8px 0;text-decoration:none}
.site-footer nav a:hover{text-decoration:underline}
.fine{display:flex;justify-content:space-between;gap:8px 24px;flex-wrap:wrap;margin-top:44px;padding-top:20px;border-top:1px solid var(--footer-line);color:var(--footer-muted);font-size:.875rem}
.fine p{margin:0}
@media (min-width:992px){
.items.n2,.items.n4{grid-template-columns:repeat(2,minmax(0,1fr))}
.items.n5{grid-template-columns:repeat(6,minmax(0,1fr))}
.items.n5>li{grid-column:span 2}
.items.n5>li:nth-child(n+4){grid-column:span 3}
.items.n7{grid-template-columns:repeat(12,minmax(0,1fr))}
.items.n7>li{grid-column:span 3}
.items.n7>li:nth-child(n+5){grid-column:span 4}
.items.n8{grid-template-columns:repeat(4,minmax(0,1fr))}
}
@media (max-width:991px){
.wrap{padding:0 28px}
.s{padding:calc(var(--pad)*.72) 0}
.hero-grid,.about-grid,.contact-grid{grid-template-columns:minmax(0,1fr);gap:40px}
.items,.quotes,.quotes.n2,.gallery{grid-template-columns:repeat(2,minmax(0,1fr))}
.site-header .head-grid{flex-wrap:wrap;gap:0 24px;padding-top:10px;padding-bottom:10px}
.site-nav{order:3;width:100%;margin-inline-start:0}
}
@media (max-width:640px){
body{font-size:1rem}
.wrap{padding:0 20px}
.s{padding:calc(var(--pad)*.55) 0}
.s-head{margin-bottom:28px}
.items,.quotes,.quotes.n2{grid-template-columns:minmax(0,1fr)}
.gallery{gap:12px}
.lede{font-size:1.08rem}
.site-header{position:relative}
.site-header .head-grid{flex-wrap:nowrap;gap:0 10px;min-height:64px}
.site-header .brand{flex:1 1 auto;min-width:0;max-width:none}
.site-nav{order:0;width:auto;margin-inline-start:auto;flex:none}
.site-nav .nav-list{display:none}
.nav-fold{display:block}
.nav-fold summary{display:inline-flex;align-items:center;gap:8px;min-height:44px;padding:0 14px;border:1.5px solid var(--line);border-radius:999px;font-size:.95rem;font-weight:700;color:var(--text);cursor:pointer}
.nav-fold{padding:0;border:0}
.nav-fold summary::after,.nav-fold[open] summary::after{content:"";display:block;flex:none;width:14px;height:10px;border:0;border-block:2px solid currentColor;border-radius:0;background:linear-gradient(currentColor,currentColor) center/100% 2px no-repeat;font-size:0}
.nav-fold[open] summary{background:var(--surface)}
.nav-fold ul{position:absolute;inset-inline:0;top:100%;z-index:20;display:flex;flex-direction:column;gap:0;margin:0;padding:6px 20px 14px;background:var(--bg);border-bottom:1px solid var(--line);box-shadow:0 18px 30px -24px rgba(0,0,0,.45)}
.nav-fold a{display:block;padding:12px 0;border-bottom:1px solid var(--line);font-size:1.05rem}
.nav-fold li:last-child a{border-bottom:0}
.site-header .call{display:inline-flex;align-items:center;flex:none;margin-inline-start:auto;min-height:44px;padding:0 14px;border:0;border-radius:999px;background:var(--primary);color:var(--on-primary);font-size:.95rem}
.site-nav~.call{margin-inline-start:0}
.call-long{display:none}
.call-short{display:inline-flex;align-items:center;gap:6px}
.ctas .btn{flex:1 1 100%}
.form,.when,.place{padding:22px}
.foot-grid{flex-direction:column}
}
`);

/** The page's custom properties for a resolved theme, then the shared layout. */
export function baseCss(theme: ResolvedTheme): string {
  const c = theme.colors;
  const vars = [
    `--bg:${c.bg}`,
    `--surface:${c.surface}`,
    `--text:${c.text}`,
    `--muted:${c.muted}`,
    `--primary:${c.primary}`,
    `--accent:${c.accent}`,
    `--link:${c.link}`,
    `--accent-text:${c.accentText}`,
    `--on-primary:${c.onPrimary}`,
    `--on-primary-muted:${c.onPrimaryMuted}`,
    `--on-accent:${c.onAccent}`,
    `--line:${c.line}`,
    `--accent-soft:${c.accentSoft}`,
    `--heading:${theme.fonts.heading}`,
    `--body:${theme.fonts.body}`,
    `--pad:${PADDING[theme.spacing]}`,
    `--radius:6px`,
    `--radius-lg:12px`,
    `--footer-bg:${c.surface}`,
    `--footer-text:${c.text}`,
    `--footer-muted:${c.muted}`,
    `--footer-line:${c.line}`,
  ];
  return `:root{${vars.join(";")}}${BASE}`;
}

/**
 * Layout of the section types of document version 4 (menu, team, plans, call to action, service area,
 * social links, booking): added only to pages that have one (and to the editor's canvas), so the pages
 * published before them stay byte for byte the same.
 */
export const LIBRARY_SECTIONS_CSS = minifyCss(`
.menu-group{margin-top:36px}
.menu-group h3{padding-bottom:10px;border-bottom:2px solid var(--line)}
.menu-items{list-style:none;margin:0;padding:0}
.menu-item{padding:14px 0;border-bottom:1px solid var(--line)}
.menu-item .item-head{margin:0}
.menu-name{font-weight:700}
.tags{display:flex;flex-wrap:wrap;gap:6px;list-style:none;margin:8px 0 0;padding:0}
.tags li{padding:2px 10px;border-radius:999px;background:var(--surface);color:var(--text);font-size:.8rem;font-weight:700}
.role{margin:0;color:var(--link);font-weight:700;font-size:.95rem}
.plan-price{margin:6px 0 12px}
.plan-price strong{font-family:var(--heading);font-size:2rem;color:var(--text)}
.period{color:var(--muted)}
.features{margin:0;padding-left:1.2em;color:var(--muted)}
.s-cta,.s-booking{background:var(--surface);text-align:center}
.cta-band .lede{margin-left:auto;margin-right:auto}
.cta-band .ctas{justify-content:center}
.areas{display:flex;flex-wrap:wrap;gap:10px;list-style:none;margin:0 0 24px;padding:0}
.areas li{padding:8px 16px;border-radius:var(--radius);background:var(--surface);font-weight:700}
.social-links{display:flex;flex-wrap:wrap;gap:12px;list-style:none;margin:20px 0 0;padding:0}
.social-links a{display:inline-flex;align-items:center;min-height:48px;padding:10px 20px;border:2px solid currentColor;border-radius:var(--radius);color:var(--text);font-weight:700;text-decoration:none}
`);
