import { SITE_LANGUAGE_NAMES, SITE_LANGUAGES, siteLanguageOf, type SiteLanguage } from "@core/sites/languages";
import type { SiteDocument } from "@core/sites/site-document";
import { relabelFooterLinks } from "@core/sites/i18n/nav-labels";

/** Sections whose words May's built-in writer wrote (always English) and nobody has changed since. */
export function sectionsInEnglish(document: SiteDocument): number {
  return document.sections.filter((section) => section.writer === "built-in" && section.type !== "footer").length;
}

/**
 * The site's language in the editor (docs/decisions/0830-site-language-detected-and-stored.md): detected
 * from the owner's answers in the chat, changed here like any other edit (saved with the site). For a
 * language other than English it says plainly which words are still English and how that changes.
 */
export function SiteLanguagePicker({ document, onChange, disabled = false }: { document: SiteDocument; onChange: (next: SiteDocument) => void; disabled?: boolean }) {
  const language = siteLanguageOf(document);
  const english = language === "en" ? 0 : sectionsInEnglish(document);
  return (
    <div className="mt-2 text-sm" data-testid="site-language">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="site-language" className="text-ink-soft">
          Site language
        </label>
        <select
          id="site-language"
          value={language}
          disabled={disabled}
          aria-describedby="site-language-help"
          onChange={(event) => {
            const next = event.currentTarget.value as SiteLanguage;
            onChange(relabelFooterLinks({ ...document, language: next }, next));
          }}
          className="h-9 rounded-lg border border-line bg-white px-2 text-sm"
        >
          {SITE_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {SITE_LANGUAGE_NAMES[code].own}
              {code === "en" ? "" : ` (${SITE_LANGUAGE_NAMES[code].english})`}
            </option>
          ))}
        </select>
      </div>
      <p id="site-language-help" className="mt-1 max-w-xl text-xs text-ink-soft">
        Chosen from your answers in the chat. Menus, form labels, buttons, opening hours and the page direction follow it.
      </p>
      {english > 0 ? (
        <p role="note" className="mt-1 max-w-xl rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900" data-testid="copy-in-english">
          {english === 1 ? "One section is" : `${english} sections are`} still in English: May’s built-in writer writes English only. They change to {SITE_LANGUAGE_NAMES[language].english} when an AI model writes the site (Regenerate site, with a model set up) or when you edit their text.
        </p>
      ) : null}
    </div>
  );
}
