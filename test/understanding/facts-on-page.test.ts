import fc from "fast-check";
import { fromHtml } from "hast-util-from-html";
import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS, type BusinessKindCode } from "@core/chat/business-kinds";
import { emptyUnderstanding, type Understanding } from "@core/chat/understanding";
import { settledFromReading, withConstraintClaims } from "@core/chat/understanding-review";
import { applyFacts } from "@core/sites/apply-facts";
import { localPrice } from "@core/sites/i18n/local-format";
import { siteText } from "@core/sites/i18n/site-text";
import { telHref } from "@core/sites/links";
import { openingHoursSpecification, upgradeHoursRow } from "@core/sites/opening-hours-rows";
import { carriesOpeningHours } from "@core/sites/seo/structured-data";
import { SITE_LANGUAGES, type SiteLanguage } from "@core/sites/languages";
import { writeBuiltInSite } from "@server/generation/built-in/write-site";
import { withSearchHead } from "@server/publishing/search-head";
import { renderSite } from "@server/render/render-site";
import { ownerMessage, type OwnerMessage } from "./owner-voice";

// docs/decisions/0510-the-owner-confirms-what-may-understood.md: every fact the owner gave is on the published page,
// where customers look for it, in every site language and for every kind of business; and the page shows no number
// the owner did not type. The facts are the harness's ground truth (what reading them finds is the reader's own test).

interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

const YEAR = 2026;

/** The page's visible words: no stylesheet, script or drawing; the hours list apart (its times are written in the site's clock). */
function visible(html: string): { text: string; hours: string } {
  const texts: string[] = [];
  const hours: string[] = [];
  const walk = (node: Node, inHours: boolean) => {
    if (node.tagName === "style" || node.tagName === "script" || node.tagName === "svg") return;
    const classes = (node.properties?.className as string[] | undefined) ?? [];
    const hoursHere = inHours || (node.tagName === "dl" && classes.includes("hours"));
    if (node.type === "text" && node.value?.trim()) (hoursHere ? hours : texts).push(node.value.trim());
    node.children?.forEach((child) => walk(child, hoursHere));
  };
  walk(fromHtml(html) as unknown as Node, false);
  // No-break spaces (a price in French, "780 €") read as spaces, as the owner typed them.
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
  return { text: spaced(texts.join("\n").replaceAll(`© ${YEAR}`, "©")), hours: spaced(hours.join("\n")) };
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** The site the owner's message becomes, published: read as if skipped in the card (the facts as given), written, rendered with its search head. */
function publishedPage(message: OwnerMessage, name: string) {
  const reading: Understanding = { ...emptyUnderstanding(message.language), kind: { classified: message.kind, chosen: null }, facts: message.facts, constraints: message.constraints };
  const settled = settledFromReading(reading);
  const facts = withConstraintClaims(settled.facts, settled.constraints);
  const entry = BUSINESS_KINDS.find((candidate) => candidate.kind === message.kind)!;
  const written = writeBuiltInSite({ name, business: entry.name, kind: message.kind, family: entry.family, location: message.place.text, template: "warm-editorial", seed: 7, facts, language: message.language });
  const document = applyFacts({ ...written, language: message.language }, facts);
  const url = "https://may.example/s/site";
  const html = withSearchHead(renderSite(document, { canonicalUrl: url, formAction: "/api/v1/sites/site/messages", year: YEAR }), document, { canonicalUrl: url, hidden: false });
  return { html, facts, document };
}

function jsonLdOf(html: string): Record<string, unknown> | null {
  const found = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : null;
}

describe("the owner's facts on the published page, every kind × every language", () => {
  for (const language of SITE_LANGUAGES) {
    it(`shows every fact given, linked, and no number the owner did not type (${language})`, () => {
      const problems: string[] = [];
      BUSINESS_KINDS.forEach((entry, index) => {
        const name = "Blue Door";
        const [message] = fc.sample(ownerMessage({ kind: entry.kind as BusinessKindCode, language: language as SiteLanguage }), { numRuns: 1, seed: 1_000 + index });
        const { html, facts, document } = publishedPage(message!, name);
        const page = visible(html);
        const missing = (what: string, ok: boolean) => !ok && problems.push(`${entry.kind}/${language}: ${what}\n  message: ${message!.text}`);
        if (facts.phone) {
          missing(`the phone ${facts.phone} as text`, page.text.includes(facts.phone));
          missing(`the phone ${facts.phone} as a tel: link`, html.includes(`href="${telHref(facts.phone)}"`));
        }
        if (facts.email) missing(`the email ${facts.email} as a mailto: link`, html.includes(`href="mailto:${facts.email}"`));
        if (facts.address) missing(`the address ${facts.address}`, page.text.includes(facts.address));
        if (facts.hours.length) {
          missing("the hours section", /<dl class="hours">/.test(html));
          missing("every hours row", (html.match(/<dl class="hours">.*?<\/dl>/s)?.[0].match(/<dt>/g) ?? []).length === facts.hours.length);
          // Rows a machine can read (not "by appointment") are in the JSON-LD of a business that is a place.
          const readable = openingHoursSpecification(facts.hours.map(upgradeHoursRow));
          if (carriesOpeningHours(message!.kind) && readable.length) missing("the hours in the JSON-LD", JSON.stringify(jsonLdOf(html)?.openingHoursSpecification) === JSON.stringify(readable));
        }
        for (const offer of facts.services) {
          missing(`the offer ${offer.name}`, page.text.includes(offer.name));
          // A price as typed, or as the site's language writes that amount (the same digits: core/sites/i18n/local-format.ts).
          if (offer.price) missing(`the price ${offer.price}`, page.text.includes(offer.price) || page.text.includes(localPrice(offer.price, siteText(language, document.region?.country)).replace(/[\u00a0\u202f]/g, " ")));
        }
        for (const review of facts.reviews) missing(`the review by ${review.name}`, page.text.includes(review.quote) && page.text.includes(review.name));
        for (const number of facts.numbers) missing(`the number ${number.value}`, page.text.includes(number.value));
        // Every digit run on the page is part of what the owner typed (their message and the business's name).
        const owners = digitsOf(`${message!.text} ${name}`);
        // A run stays inside one text of the page: "… de 18." ending a paragraph and a highlight "2019" after it are two numbers.
        for (const run of page.text.match(/\d[\d \t.,:/()+-]*\d|\d/g) ?? []) {
          const digits = digitsOf(run);
          missing(`a number the owner did not type: "${run}"`, owners.includes(digits));
        }
      });
      if (process.env.SHOW_PROBLEMS) console.log(problems.join("\n"));
      expect(problems.slice(0, 12), `${problems.length} problems`).toEqual([]);
    });
  }
});
