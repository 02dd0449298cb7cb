import { SITE_LANGUAGE_NAMES, SITE_LANGUAGES, siteLanguageOf, type SiteLanguage } from "@core/sites/languages";
import type { SiteDocument } from "@core/sites/site-document";
import { relabelFooterLinks } from "@core/sites/i18n/nav-labels";
import { useT } from "~/lib/i18n";

/** A language's name in the reader's language ("Portuguese", "portugais"), by Intl. */
function languageName(code: SiteLanguage, locale: string): string {
  return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
}

/**
 * The site's language in the editor (docs/decisions/0830-site-language-detected-and-stored.md): detected
 * from the owner's answers in the chat, changed here like any other edit (saved with the site). May writes a site
 * in its language (docs/decisions/0520-built-in-copy-in-every-site-language.md); text already written stays as it
 * is when the language changes, and the picker says so while the change is unsaved.
 */
export function SiteLanguagePicker({ document, savedLanguage, onChange, disabled = false }: { document: SiteDocument; savedLanguage: SiteLanguage; onChange: (next: SiteDocument) => void; disabled?: boolean }) {
  const { t, locale } = useT();
  const language = siteLanguageOf(document);
  const changed = language !== savedLanguage;
  return (
    <div className="mt-2 text-sm" data-testid="site-language">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="site-language" className="text-ink-soft">
          {t("editor.siteLanguage.label")}
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
              {code === locale ? "" : ` (${languageName(code, locale)})`}
            </option>
          ))}
        </select>
      </div>
      <p id="site-language-help" className="mt-1 max-w-xl text-xs text-ink-soft">
        {t("editor.siteLanguage.help")}
      </p>
      {changed ? (
        <p role="note" className="mt-1 max-w-xl rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900" data-testid="copy-stays">
          {t("editor.siteLanguage.copyStays", { saved: languageName(savedLanguage, locale), chosen: languageName(language, locale) })}
        </p>
      ) : null}
    </div>
  );
}
