import { Marked } from "marked";
import { escapeMarkup } from "@core/markup";
import privacySource from "../../content/legal/privacy.md?raw";
import termsSource from "../../content/legal/terms.md?raw";

export type LegalPageSlug = "terms" | "privacy";

export interface LegalPage {
  title: string;
  html: string;
  headings: { id: string; text: string }[];
}

const SOURCES: Record<LegalPageSlug, string> = { terms: termsSource, privacy: privacySource };

export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/^\d+[.)]\s*/, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

/**
 * Renders our own legal markdown (trusted: it lives in the repo). The support address comes from
 * configuration and is escaped before it goes into the text.
 */
export function renderLegalPage(slug: LegalPageSlug, supportEmail: string): LegalPage {
  const key = `${slug}:${supportEmail}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const page = renderUncached(slug, supportEmail);
  rendered.set(key, page);
  return page;
}

// The documents are static per deploy and configuration, so each is rendered once per isolate.
const rendered = new Map<string, LegalPage>();

function renderUncached(slug: LegalPageSlug, supportEmail: string): LegalPage {
  const source = SOURCES[slug].replaceAll("{supportEmail}", escapeMarkup(supportEmail));
  const headings: LegalPage["headings"] = [];
  let title = "";
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }) {
        const inner = this.parser.parseInline(tokens);
        if (depth === 1) {
          title = text;
          return `<h1>${inner}</h1>\n`;
        }
        const id = headingId(text);
        if (depth === 2) headings.push({ id, text });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
  const html = marked.parse(source, { async: false });
  return { title, html, headings };
}
