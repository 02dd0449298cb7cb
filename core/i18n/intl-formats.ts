/**
 * Intl's formatters, built once per locale and options and kept (docs/performance.md, "Profiling a route"). Building
 * one looks up the locale's data each time, and a page that formats every day of a chart or every message with a
 * number built hundreds per render; once built a formatter never changes. A bad locale or option still throws
 * where it is asked for, and nothing is kept for it.
 */

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.ListFormat | Intl.RelativeTimeFormat;

const kept = new Map<string, Formatter>();
// Keys are a locale and an options object (a time zone at most from outside): far fewer than this in practice.
const MOST_KEPT = 2_000;

function keep<T extends Formatter>(kind: string, locale: string | undefined, options: object | undefined, build: () => T): T {
  const key = `${kind}\u0000${locale ?? ""}\u0000${options ? JSON.stringify(options) : ""}`;
  const known = kept.get(key);
  if (known) return known as T;
  const built = build();
  if (kept.size >= MOST_KEPT) kept.clear();
  kept.set(key, built);
  return built;
}

export const numberFormat = (locale?: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat => keep("number", locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale?: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => keep("date", locale, options, () => new Intl.DateTimeFormat(locale, options));

export const pluralRules = (locale?: string, options?: Intl.PluralRulesOptions): Intl.PluralRules => keep("plural", locale, options, () => new Intl.PluralRules(locale, options));

export const listFormat = (locale?: string, options?: Intl.ListFormatOptions): Intl.ListFormat => keep("list", locale, options, () => new Intl.ListFormat(locale, options));

export const relativeTimeFormat = (locale?: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat => keep("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
