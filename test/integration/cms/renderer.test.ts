import type { Element, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CmsBlocks } from "../../../app/components/cms/cms-blocks";
import { CmsRenderContext } from "../../../app/components/cms/render-context";
import { WordsProvider } from "../../../app/lib/i18n";
import { pageMessages } from "@server/platform";
import { CMS, MESSAGES } from "@core/constants";
import { preparePage, reportUnknownBlock } from "@server/cms/prepare";
import { sanitizeRichText } from "@server/cms/sanitize";
import { cssValue, declarations } from "@server/cms/styles";
import { safeCmsHref } from "@server/cms/urls";

afterEach(() => vi.restoreAllMocks());

let counter = 0;
const block = (name: string | undefined, options: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  "@type": "@builder.io/sdk:Element",
  id: `builder-t${++counter}`,
  ...(name ? { component: { name, options } } : {}),
  ...extra,
});

/** Prepares blocks the way the server does and renders them the way the page does. */
// Our words around the blocks come from the public namespace, in English here as the page's root would give them.
const PUBLIC_WORDS = await pageMessages("en", ["public"]);

function render(blocks: unknown[]) {
  const { page, forms } = preparePage({ data: { title: "T", blocks } }, "/t");
  // Forms use a fetcher, so the blocks render inside a (stub) data router, as they do in the app.
  const blocksOf = () => createElement(CmsRenderContext.Provider, { value: { mode: "live" } }, createElement(CmsBlocks, { nodes: page.blocks }));
  const Stub = createRoutesStub([{ path: "/t", Component: () => createElement(WordsProvider, { language: "en", messages: PUBLIC_WORDS, children: blocksOf() }) }]);
  const html = renderToString(createElement(Stub, { initialEntries: ["/t"] }));
  return { html, page, forms, dom: fromHtml(html, { fragment: true }) };
}

function elements(tree: Root | Element, tag?: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type === "element") {
      if (!tag || node.tagName === tag) found.push(node);
      node.children.forEach(walk);
    } else if (node.type === "root") node.children.forEach(walk);
  };
  walk(tree);
  return found;
}

describe("the block renderer", () => {
  it("Section: a section with an inner column of the default max width 1200, or its own", () => {
    const { dom } = render([block("Core:Section", {}, { children: [block("Text", { text: "<p>In</p>" })] }), block("Core:Section", { maxWidth: 800 })]);
    const sections = elements(dom, "section");
    expect(sections).toHaveLength(2);
    expect(elements(sections[0]!, "div")[0]!.properties.style).toBe(`max-width:${CMS.sectionMaxWidth}px`);
    expect(elements(sections[1]!, "div")[0]!.properties.style).toBe("max-width:800px");
  });

  it("Columns: widths with the 20 px gap by default, stacked at 991 px (tablet) or 640 px (mobile), or never", () => {
    const columns = [{ blocks: [block("Text", { text: "<p>A</p>" })] }, { blocks: [block("Text", { text: "<p>B</p>" })] }];
    const { page, dom } = render([
      block("Columns", { columns }, { id: "builder-cols1" }),
      block("Columns", { columns: [{ width: 30, blocks: [] }, { width: 70, blocks: [] }], space: 40, stackColumnsAt: "mobile", reverseColumnsWhenStacked: true }, { id: "builder-cols2" }),
      block("Columns", { columns, stackColumnsAt: "never" }, { id: "builder-cols3" }),
    ]);
    expect(elements(dom).filter((e) => (e.properties.className as string[] | undefined)?.includes("cms-column"))).toHaveLength(6);
    expect(page.css).toContain(`.builder-cols1{display:flex;flex-direction:row;align-items:stretch;gap:${CMS.columnGap}px}`);
    expect(page.css).toContain(".builder-cols1-c0{width:calc(50% - 10px)}");
    expect(page.css).toContain(".builder-cols2-c1{width:calc(70% - 20px)}");
    expect(page.css).toContain(`@media (max-width: ${CMS.breakpoints.medium}px){.builder-cols1{flex-direction:column}`);
    expect(page.css).toMatch(new RegExp(`@media \\(max-width: ${CMS.breakpoints.small}px\\)\\{.*\\.builder-cols2\\{flex-direction:column-reverse\\}`));
    expect(page.css).not.toMatch(/\.builder-cols3\{flex-direction:column/);
  });

  it("responsive styles: large is the base, medium and small are max-width overrides, in that order", () => {
    const { page } = render([block("Text", { text: "x" }, { id: "builder-rs", responsiveStyles: { large: { paddingTop: "40px", backgroundColor: "#fff" }, medium: { paddingTop: "24px" }, small: { paddingTop: "12px" } } })]);
    expect(page.css).toBe(".builder-rs{padding-top:40px;background-color:#fff}@media (max-width: 991px){.builder-rs{padding-top:24px}}@media (max-width: 640px){.builder-rs{padding-top:12px}}");
  });

  it("Image: Builder CDN images get srcset widths 100 to 2000, lazy loading, alt text and a reserved shape", () => {
    const src = "https://cdn.builder.io/api/v1/image/assets%2Fabc%2Fdef";
    const { dom } = render([block("Image", { image: src, altText: "A bakery counter", aspectRatio: 0.5, lazy: true })]);
    const img = elements(dom, "img")[0]!;
    expect(img.properties.srcSet).toBe(CMS.imageSrcsetWidths.map((w) => `${src}?width=${w} ${w}w`).join(", "));
    expect(CMS.imageSrcsetWidths).toEqual([100, 200, 400, 800, 1200, 1600, 2000]);
    expect(img.properties.loading).toBe("lazy");
    expect(img.properties.alt).toBe("A bakery counter");
    expect(img.properties.decoding).toBe("async");
    const box = elements(dom, "div").find((e) => String(e.properties.className).includes("cms-image"))!;
    expect(box.properties.style).toBe("aspect-ratio:2");
  });

  it("Image: a high-priority image loads eagerly; other URLs keep their own checked srcset; unsafe sources drop the block", () => {
    const { dom } = render([
      block("Image", { image: "/cms/a-1600.webp", srcset: "/cms/a-400.webp 400w, /cms/a-800.webp 800w", sizes: "(max-width: 991px) 100vw, 600px", highPriority: true }),
      block("Image", { image: "/cms/b.webp", srcset: "javascript:alert(1) 400w" }),
      block("Image", { image: "javascript:alert(1)" }),
      block("Image", { image: "http://insecure.example/x.png" }),
    ]);
    const images = elements(dom, "img");
    expect(images).toHaveLength(2);
    expect(images[0]!.properties).toMatchObject({ loading: "eager", fetchPriority: "high", srcSet: "/cms/a-400.webp 400w, /cms/a-800.webp 800w", sizes: "(max-width: 991px) 100vw, 600px" });
    expect(images[1]!.properties.srcSet).toBeUndefined();
  });

  it("Text: sanitised rich text in a text box", () => {
    const { html } = render([block("Text", { text: "<h2>Plans</h2><p>Hello <strong>there</strong> <a href=\"/pricing\">pricing</a></p>" })]);
    expect(html).toContain('<h2>Plans</h2><p>Hello <strong>there</strong> <a href="/pricing">pricing</a></p>');
    expect(html).toContain("cms-text");
  });

  it("Button: a link when it has one (new tab said out loud), a plain button otherwise; javascript: links are dropped", () => {
    const { dom, html } = render([
      block("Core:Button", { text: "Start building", link: "/signup" }),
      block("Core:Button", { text: "Feedback", link: "https://feedback.may.example", openLinkInNewTab: true }, { class: "btn-ghost" }),
      block("Core:Button", { text: "Nowhere" }),
      block("Core:Button", { text: "Evil", link: "javascript:alert(1)" }),
    ]);
    const links = elements(dom, "a");
    expect(links.map((a) => a.properties.href)).toEqual(["/signup", "https://feedback.may.example/"]);
    expect(links[1]!.properties).toMatchObject({ target: "_blank", rel: ["noopener", "noreferrer"] });
    expect(String(links[1]!.properties.className)).toContain("btn-ghost");
    expect(html).toContain("(opens in a new tab)");
    expect(elements(dom, "button").map((b) => b.properties.type)).toEqual(["button", "button"]);
  });

  it("Video: poster, no preload until asked (lazy), controls whenever it plays by itself", () => {
    const { dom } = render([
      block("Video", { video: "/media/highlights.mp4", posterImage: "/media/highlights-poster.jpg", autoPlay: true, muted: true, loop: true, controls: false, aspectRatio: 0.5625, title: "Highlights" }),
      block("Video", { video: "javascript:alert(1)" }),
    ]);
    const videos = elements(dom, "video");
    expect(videos).toHaveLength(1);
    expect(videos[0]!.properties).toMatchObject({ poster: "/media/highlights-poster.jpg", preload: "none", autoPlay: true, muted: true, loop: true, controls: true, playsInline: true, ariaLabel: "Highlights" });
    expect(elements(dom, "source")[0]!.properties).toMatchObject({ src: "/media/highlights.mp4", type: "video/mp4" });
  });

  it("Embed: https only, in a sandboxed frame; a bad URL or unusable embed code shows docs/product.md's messages", () => {
    const { dom, html } = render([
      block("Embed", { url: "https://www.openstreetmap.org/export/embed.html?bbox=1", title: "Map" }),
      block("Embed", { url: "http://insecure.example/x" }),
      block("Embed", { url: "javascript:alert(1)" }),
      block("Embed", { url: "not a url" }),
      block("Embed", { content: '<blockquote>Post</blockquote><script src="https://x.example/w.js"></script>' }),
      block("Embed", { content: '<iframe src="https://www.youtube.com/embed/abc" onload="alert(1)"></iframe>' }),
    ]);
    const frames = elements(dom, "iframe");
    expect(frames.map((f) => f.properties.src)).toEqual(["https://www.openstreetmap.org/export/embed.html?bbox=1", "https://www.youtube.com/embed/abc"]);
    for (const frame of frames) {
      expect(frame.properties.sandbox).toEqual(["allow-scripts", "allow-same-origin", "allow-popups", "allow-popups-to-escape-sandbox", "allow-presentation"]);
      expect(frame.properties.title).toBeTruthy();
      expect(Object.keys(frame.properties).some((name) => /^on/i.test(name))).toBe(false);
    }
    expect(html.split(MESSAGES.invalidEmbedUrl).length - 1).toBe(3);
    expect(html.split(MESSAGES.embedFailed).length - 1).toBe(1);
    expect(html).not.toContain("<script");
  });

  it("plain boxes keep allowed tags and links; hidden blocks and unknown classes are left out", () => {
    const { dom } = render([
      block(undefined, {}, { tagName: "ul", class: "cms-card evil-class", children: [block(undefined, {}, { tagName: "li", children: [block("Text", { text: "x" })] })] }),
      block(undefined, {}, { tagName: "script", linkUrl: "/features" }),
      block("Text", { text: "hidden" }, { hide: true }),
    ]);
    const list = elements(dom, "ul")[0]!;
    expect(list.properties.className).toContain("cms-card");
    expect(list.properties.className).not.toContain("evil-class");
    expect(elements(dom, "li")).toHaveLength(1);
    expect(elements(dom, "a")[0]!.properties.href).toBe("/features");
    expect(elements(dom, "script")).toHaveLength(0);
    expect(JSON.stringify(dom)).not.toContain("hidden");
  });

  it("unknown blocks render nothing and are reported once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const name = `Accordion${crypto.randomUUID()}`;
    const first = render([block(name, { items: [] }), block("Text", { text: "<p>after</p>" })]);
    render([block(name)]);
    reportUnknownBlock(name);
    expect(first.page.blocks.map((node) => node.kind)).toEqual(["text"]);
    expect(warn.mock.calls.filter(([message]) => String(message).includes(name))).toHaveLength(1);
  });

  it("Form: fields with labels or accessible names, required flags, a hidden honeypot and the form's id", () => {
    const { dom, forms } = render([
      block("Form:Form", { name: "Contact", sendSubmissionsToEmail: "team@may.example" }, {
        id: "builder-form1",
        children: [
          block("Form:Label", { text: "Your email", for: "email" }),
          block("Form:Input", { name: "email", type: "email", required: true, placeholder: "you@example.com" }),
          block("Form:Input", { name: "company_size", type: "number" }),
          block("Form:Select", { name: "topic", options: [{ name: "Sites", value: "sites" }, { value: "other" }], required: true }),
          block("Form:TextArea", { name: "message", placeholder: "Say hello", required: false }),
          block("Form:Input", { name: "bad name!" }),
          block("Form:SubmitButton", { text: "Send" }),
        ],
      }),
      block("Form:Input", { name: "outside" }),
    ]);
    const form = elements(dom, "form")[0]!;
    expect(form.properties.method).toBe("post");
    expect(form.properties.dataFormState).toBe("unsubmitted");
    const inputs = elements(form, "input");
    expect(inputs.find((i) => i.properties.name === "_cms_form")!.properties.value).toBe("builder-form1");
    const email = inputs.find((i) => i.properties.name === "email")!;
    expect(email.properties).toMatchObject({ type: "email", required: true, id: "builder-form1-email" });
    expect(email.properties.ariaLabel).toBeUndefined();
    expect(elements(form, "label").find((l) => l.properties.htmlFor?.toString() === "builder-form1-email")).toBeTruthy();
    expect(inputs.find((i) => i.properties.name === "company_size")!.properties.ariaLabel).toBe("Company size");
    expect(elements(form, "textarea")[0]!.properties).toMatchObject({ ariaLabel: "Say hello" });
    expect(elements(form, "option").map((o) => o.properties.value)).toEqual(["", "sites", "other"]);
    expect(inputs.find((i) => i.properties.name === "company_website")!.properties.tabIndex).toBe(-1);
    expect(inputs.some((i) => i.properties.name === "outside" || i.properties.name === "bad name!")).toBe(false);
    expect(elements(form, "button")[0]!.properties.type).toBe("submit");
    expect(forms).toEqual([
      {
        id: "builder-form1",
        name: "Contact",
        sendTo: "team@may.example",
        fields: [
          { name: "email", required: true, type: "email" },
          { name: "company_size", required: false, type: "number" },
          { name: "topic", required: true, type: "select", options: ["sites", "other"] },
          { name: "message", required: false, type: "textarea" },
        ],
      },
    ]);
  });

  it("a page needs JavaScript only when it has a form", () => {
    expect(render([block("Text", { text: "x" }), block("Video", { video: "/v.mp4" })]).page.needsJs).toBe(false);
    expect(render([block("Form:Form", { name: "F" })]).page.needsJs).toBe(true);
  });

  it("block ids that are not safe CSS class names are replaced", () => {
    const { page } = render([block("Text", { text: "x" }, { id: "x}body{display:none", responsiveStyles: { large: { color: "red" } } })]);
    expect(page.blocks[0]!.id).toMatch(/^cms-block-\d+$/);
    expect(page.css).toBe(`.${page.blocks[0]!.id}{color:red}`);
  });
});

describe("styles from content", () => {
  it("keeps ordinary declarations and drops anything that could escape the rule or the style element", () => {
    expect(declarations({ marginTop: "20px", WebkitLineClamp: 3, fontFamily: '"Inter", sans-serif' })).toBe('margin-top:20px;-webkit-line-clamp:3;font-family:"Inter", sans-serif');
    for (const value of ["red;}</style><script>alert(1)</script>", "red}body{display:none", "url(javascript:alert(1))", "expression(alert(1))", "url(//evil.example/x.png)", "\\0072 ed", "red /* x */", "url(data:image/png;base64,AAA)", "@import 'x'"]) {
      expect(cssValue(value), value).toBeUndefined();
    }
    expect(cssValue('url("https://cdn.example/a.png")')).toBe('url("https://cdn.example/a.png")');
    expect(cssValue("url(/cms/a.webp) center / cover")).toBe("url(/cms/a.webp) center / cover");
    expect(declarations({ "color:red;x": "1", behavior: "url(x.htc)", "": "1" })).toBe("");
  });
});

// Hostile rich text: every payload must come out with no script, no handler, no javascript: URL and nothing that
// re-parses into one (mutation XSS), and sanitising twice must change nothing.
const HOSTILE = [
  "<script>alert(1)</script><p>after</p>",
  "<img src=x onerror=alert(1)>",
  '<img src="https://ok.example/a.png" onerror="alert(1)" onload="alert(2)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)" style="position:fixed;inset:0">x</p>',
  "<svg onload=alert(1)><circle/></svg>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<template><script>alert(1)</script></template>",
  '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button><input onfocus=alert(1) autofocus></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//"><link rel=stylesheet href="https://evil.example/x.css">',
  '<details open ontoggle="alert(1)"><summary>s</summary></details>',
  "<!--<img src=x onerror=alert(1)>--><p>c</p>",
  "<xmp><img src=x onerror=alert(1)></xmp>",
  "<textarea><img src=x onerror=alert(1)></textarea>",
  "<select><style><img src=x onerror=alert(1)></style></select>",
  '<style>@import "https://evil.example/x.css"; body{display:none}</style>',
  '<div id="__proto__" name="location">clobber</div>',
  '<a href="https://ok.example" target="_blank">new tab</a>',
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<img src="https://ok.example/a.png"/onerror=alert(1)>',
  "<p>unclosed <b>bold <i>italic",
];

function problems(html: string): string[] {
  const found: string[] = [];
  for (const element of elements(fromHtml(html, { fragment: true }))) {
    if (["script", "style", "iframe", "object", "embed", "svg", "math", "template", "meta", "base", "link", "form", "noscript", "textarea", "xmp"].includes(element.tagName)) found.push(`<${element.tagName}>`);
    for (const [name, value] of Object.entries(element.properties)) {
      if (/^on/i.test(name)) found.push(`${element.tagName}[${name}]`);
      if (name === "style") found.push(`${element.tagName}[style]`);
      if ((name === "id" || name === "name") && !String(value).startsWith("user-content-")) found.push(`${element.tagName}[${name}] not prefixed`);
      if ((name === "href" || name === "src") && String(value) !== safeCmsHref(String(value))) found.push(`${element.tagName}[${name}=${String(value)}]`);
    }
  }
  return found;
}

describe("hostile rich text", () => {
  it.each(HOSTILE.map((payload) => [payload]))("%s", (payload) => {
    const clean = sanitizeRichText(payload);
    expect(problems(clean), clean).toEqual([]);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:text|<script|onerror|onload|onclick/i);
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it("keeps the text people wrote, and safe links and images", () => {
    expect(sanitizeRichText("<script>alert(1)</script><p>after</p>")).toBe("<p>after</p>");
    expect(sanitizeRichText('<a href="https://ok.example" target="_blank">new tab</a>')).toBe('<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">new tab</a>');
    expect(sanitizeRichText('<img src="https://ok.example/a.png" onerror="x" alt="A">')).toBe('<img src="https://ok.example/a.png" alt="A" loading="lazy" decoding="async">');
    expect(sanitizeRichText("<p>unclosed <b>bold <i>italic")).toBe("<p>unclosed <b>bold <i>italic</i></b></p>");
    expect(sanitizeRichText('<a href="mailto:hi@may.example">mail</a> <a href="tel:+351000">call</a>')).toBe('<a href="mailto:hi@may.example">mail</a> <a href="tel:+351000">call</a>');
  });

  it("renders hostile text inside a page without a script or a handler reaching the HTML", () => {
    const { html } = render([block("Text", { text: HOSTILE.join("\n") })]);
    expect(problems(html)).toEqual([]);
    expect(html).not.toMatch(/<script|javascript:/i);
  });
});

describe("Builder rendering gaps", () => {
  it("linkUrl on a component block makes the block a link (Text, Image, Section), never around something interactive", () => {
    const { dom, page } = render([
      block("Text", { text: "<p>Read the story</p>" }, { id: "builder-lt1", linkUrl: "/about" }),
      block("Image", { image: "/media/a.jpg", altText: "A" }, { id: "builder-li1", linkUrl: "https://example.com/x" }),
      block("Core:Section", {}, { id: "builder-ls1", linkUrl: "/pricing", children: [block("Text", { text: "<p>Plans</p>" })] }),
      block("Text", { text: '<p>Has <a href="/own">its own link</a></p>' }, { id: "builder-lt2", linkUrl: "/elsewhere" }),
      block("Core:Button", { text: "Go", link: "/go" }, { id: "builder-lb1", linkUrl: "/other" }),
      block("Text", { text: "<p>Bad</p>" }, { id: "builder-lt3", linkUrl: "javascript:alert(1)" }),
    ]);
    const links = elements(dom, "a");
    const byHref = (href: string) => links.find((link) => link.properties.href === href);
    expect(elements(byHref("/about")!, "p")[0]).toBeDefined();
    expect(elements(byHref("https://example.com/x")!, "img")).toHaveLength(1);
    expect(elements(byHref("/pricing")!, "section")).toHaveLength(1);
    // No link inside a link, no link around a button's own link, no unsafe link.
    expect(byHref("/elsewhere")).toBeUndefined();
    expect(byHref("/other")).toBeUndefined();
    expect(byHref("/go")).toBeDefined();
    expect(JSON.stringify(page)).not.toContain("javascript:");
    for (const link of links) expect(elements(link, "a")).toHaveLength(1);
  });

  it("Video: its children show over it, and its linkUrl links them (a playing video keeps its controls)", () => {
    const { dom } = render([
      block("Video", { video: "/media/v.mp4", autoPlay: true }, { id: "builder-v1", linkUrl: "/watch", children: [block("Text", { text: "<h2>Over the video</h2>" })] }),
      block("Video", { video: "/media/w.mp4", autoPlay: false, controls: false }, { id: "builder-v2", linkUrl: "/still" }),
    ]);
    const first = elements(dom, "div").find((div) => String(div.properties.className).includes("builder-v1"))!;
    expect(elements(first, "video")[0]!.properties.controls).toBe(true);
    const overlay = elements(first, "a")[0]!;
    expect(overlay.properties.href).toBe("/watch");
    expect(elements(overlay, "h2")).toHaveLength(1);
    expect(elements(overlay, "video")).toHaveLength(0);
    // Without controls and children the whole video is the link.
    const still = elements(dom, "a").find((link) => link.properties.href === "/still")!;
    expect(elements(still, "video")).toHaveLength(1);
  });

  it("rich text keeps display:block on spans (and only that), so Builder's lines do not run together", () => {
    const html = sanitizeRichText('<p><span style="display: block;">First line</span><span style="display:block; color: red; background: url(https://e.x/a)">Second</span><span style="color:red">inline</span></p>');
    expect(html).toBe('<p><span style="display:block">First line</span><span style="display:block">Second</span><span>inline</span></p>');
  });

  it("meta.breakpoints move the medium and small media queries", () => {
    const blocks = [block("Text", { text: "x" }, { id: "builder-bp1", responsiveStyles: { large: { color: "red" }, medium: { color: "green" }, small: { color: "blue" } } })];
    const custom = preparePage({ data: { title: "T", blocks }, meta: { breakpoints: { small: 500, medium: 800 } } }, "/t").page.css;
    expect(custom).toContain("@media (max-width: 800px){.builder-bp1{color:green}}");
    expect(custom).toContain("@media (max-width: 500px){.builder-bp1{color:blue}}");
    // A value that is not a pixel count falls back to ours; small must stay below medium, else both are ours.
    const half = preparePage({ data: { title: "T", blocks }, meta: { breakpoints: { small: 480, medium: "x" } } }, "/t").page.css;
    expect(half).toContain(`@media (max-width: ${CMS.breakpoints.medium}px)`);
    expect(half).toContain("@media (max-width: 480px)");
    const odd = preparePage({ data: { title: "T", blocks }, meta: { breakpoints: { small: 1200, medium: 800 } } }, "/t").page.css;
    expect(odd).toContain(`@media (max-width: ${CMS.breakpoints.medium}px)`);
    expect(odd).toContain(`@media (max-width: ${CMS.breakpoints.small}px)`);
  });
});

