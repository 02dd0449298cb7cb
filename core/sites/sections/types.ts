import type { SiteText } from "../i18n/site-text";
import type { ReactNode } from "react";
import type { SiteDocument, SiteImage, SiteSection } from "../site-document";

/** One section type of the site document. */
export type Section<T extends SiteSection["type"]> = Extract<SiteSection, { type: T }>;

/**
 * What every section may need from the page around it. The components are pure: the caller decides
 * where images come from (the server draws our illustrations from the palette) and where the form posts.
 */
export interface SiteContext {
  document: SiteDocument;
  /** The `src` of a site image (a data: URI of our own illustration on a published page). */
  imageSrc: (image: SiteImage) => string;
  /** Prefix of the owner's photos' URLs: "" on our own hosts, APP_URL in a downloaded page. */
  mediaBase?: string;
  /** Where the contact form posts (already checked); null renders it disabled with a note, as in a preview. */
  formAction: string | null;
  /** Whether the hero's headline is the page's one h1 (the page starts with the hero). */
  heroHeadline: boolean;
  /** The owner's preview: held sections are shown with a note (never on a published page). */
  editor?: boolean;
  /** The editor's notes on held and hidden sections, in the reader's language (May's words, not the site's); keys show without it. */
  editorWords?: EditorWords;
  /** The template's own words and Intl formats, in the site's language (core/sites/i18n). */
  text: SiteText;
  /**
   * The editor's canvas only: wraps one text of a section so the owner edits it on the page. Absent on
   * published pages and previews, where every text is plain escaped text.
   */
  editText?: (sectionId: string, path: readonly (string | number)[], value: string) => ReactNode;
}

export interface SectionProps<T extends SiteSection["type"]> {
  section: Section<T>;
  site: SiteContext;
}

/** May's words on the owner's preview of a site: the reader's language and direction, and a message formatter. */
export interface EditorWords {
  language: string;
  dir: "ltr" | "rtl";
  t(key: string, values?: Readonly<Record<string, string>>): string;
}
