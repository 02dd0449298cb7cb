import { expect, test, type Page } from "@playwright/test";
import { newSiteInEditor, useOwnClientAddress } from "./helpers";

/**
 * The pseudo-locale (`en-XA`, development only: docs/decisions/0900-may-speaks-the-owners-language.md) on May's main
 * screens: English accented and 40% longer. A plain English phrase left on such a page escaped the message files; a
 * control whose words no longer fit, or a page that scrolls sideways, overflows in a longer language.
 */
test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

async function usePseudoLocale(page: Page) {
  const url = new URL(page.url() === "about:blank" ? "http://localhost/" : page.url());
  await page.context().addCookies([{ name: "may_lang", value: "en-XA", domain: url.hostname, path: "/" }]);
}

/** What overflows: the page scrolling sideways, and controls and headings whose words are wider than their box. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`the page is ${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px window`);
    for (const element of document.querySelectorAll<HTMLElement>("button, a, label, h1, h2, h3, legend, summary, th, [role=tab], [role=menuitem]")) {
      const style = getComputedStyle(element);
      // The site's own words (the canvas, a card's drawing of the site) are the owner's; a visually hidden skip link has no box to overflow.
      if (element.closest("[data-testid=editor-canvas], [data-testid=site-preview], iframe") || style.display === "none" || style.visibility === "hidden" || element.offsetParent === null || element.clientWidth <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== "visible" && style.textOverflow !== "ellipsis") found.push(`${element.tagName.toLowerCase()} "${element.innerText.slice(0, 40)}" is ${element.scrollWidth}px of words in ${element.clientWidth}px`);
    }
    return found;
  });
}

/** Visible phrases of two or more English words with no pseudo-locale letter: words that did not come from the files. */
async function plainEnglish(page: Page, ownerWords: readonly string[]): Promise<string[]> {
  return page.evaluate((ownerWords) => {
    const PSEUDO = /[áéïôūçñýšžÅÉÎØÛÇÑÝ~]/;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!parent || !text || parent.closest("script, style, noscript, [data-testid=editor-canvas], [data-testid=site-preview], [aria-hidden=true], pre")) continue;
      if (parent.offsetParent === null && getComputedStyle(parent).position !== "fixed") continue;
      if (ownerWords.some((words) => text.includes(words))) continue;
      if (/[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text) && !PSEUDO.test(text)) found.add(text.slice(0, 80));
    }
    return [...found];
  }, ownerWords);
}

async function check(page: Page, path: string, ownerWords: readonly string[] = []) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
  expect(await plainEnglish(page, ownerWords), `${path}: English that escaped the message files`).toEqual([]);
  expect(await overflows(page), `${path}: words that overflow`).toEqual([]);
}

test("the public pages in the pseudo-locale: every word from the files, nothing overflowing", async ({ page }) => {
  await usePseudoLocale(page);
  for (const path of ["/", "/login", "/signup", "/forgot-password", "/about", "/no-such-page"]) await check(page, path, ["May"]);
});

test("the signed-in screens in the pseudo-locale: chat, dashboard, editor", async ({ page }) => {
  test.setTimeout(120_000);
  const name = "Rise & Crumb";
  const business = "A bakery in Porto selling sourdough and pastel de nata";
  await newSiteInEditor(page, { emailPrefix: "pseudo", business, name });
  const editor = page.url();
  await usePseudoLocale(page);
  const owner = [name, business, "Porto", "@example.com", "May"];
  await check(page, "/u/dashboard", owner);
  await check(page, "/u/chat", owner);
  await check(page, new URL(editor).pathname, owner);
});
