import { Form, useLocation } from "react-router";
import { APP_LANGUAGES, LANGUAGE_NAMES, PSEUDO_LANGUAGE } from "@core/i18n/app-languages";
import { useT } from "~/lib/i18n";

/**
 * The language of May's screens: a form that works without JavaScript (the marketing pages ship none), listing each
 * language by its own name; with JavaScript a choice applies as soon as it is made
 * (docs/decisions/0900-may-speaks-the-owners-language.md).
 */
export function LanguagePicker({ className = "", tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const { t, language } = useT();
  const location = useLocation();
  const id = `language-picker-${tone}`;
  return (
    <Form method="post" action="/language" className={`flex items-center gap-2 ${className}`} onChange={(event) => event.currentTarget.requestSubmit()}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor={id} className="text-sm font-medium">
        {t("common.language.label")}
      </label>
      <select
        id={id}
        name="language"
        defaultValue={language}
        className={`rounded-lg border px-2 py-1.5 text-sm ${tone === "dark" ? "border-white/30 bg-ink text-white" : "border-line bg-white text-ink"}`}
      >
        {APP_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code].own}
          </option>
        ))}
        {import.meta.env.DEV || language === PSEUDO_LANGUAGE ? <option value={PSEUDO_LANGUAGE}>{PSEUDO_LANGUAGE}</option> : null}
      </select>
      {/* Without JavaScript the choice needs a button; with it, the change submits and the button is only a fallback. */}
      <button type="submit" className="rounded-lg border border-current px-2 py-1.5 text-sm font-medium">
        {t("common.language.change")}
      </button>
    </Form>
  );
}
