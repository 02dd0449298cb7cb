import { renderToStaticMarkup } from "react-dom/server";
import { FORM_STARTED_FIELD } from "@core/forms/spam";
import { escapeMarkup } from "@core/markup";
import type { ContactFieldValues } from "@core/sites/contact-form";
import { siteText, type SiteMessageKey, type SiteText } from "@core/sites/i18n/site-text";
import { directionOf } from "@core/sites/language-direction";
import { parseSiteLocale } from "@core/sites/i18n/locale";
import { ContactFields, ContactSubmit } from "@core/sites/sections/contact";

const NEUTRAL_STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f5f2;color:#1c1917;font:16px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif}main{max-width:32rem;padding:2.5rem 1.5rem;text-align:center}h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}p{margin:.5rem 0;color:#44403c}a{display:inline-block;margin-top:1rem;padding:.7rem 1.4rem;border-radius:999px;background:#1c1917;color:#fff;text-decoration:none;font-weight:600}a:focus-visible{outline:3px solid #7c5cff;outline-offset:3px}`;

/**
 * The few pages a published site's visitor can see besides the site itself (message sent, message
 * refused, no such site): small, self-contained and neutral, since they belong to someone else's site.
 */
export function visitorPage({ title, message, backHref, backLabel }: { title: string; message: string; backHref?: string; backLabel?: string }): string {
  const page = (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style>{NEUTRAL_STYLE}</style>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p>{message}</p>
          {backHref ? (
            <p>
              <a href={backHref}>{backLabel ?? "Back"}</a>
            </p>
          ) : null}
        </main>
      </body>
    </html>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}

/** What a visitor typed into the contact form, to give back with an error. */
export interface ContactFormValues extends ContactFieldValues {
  /** The served page's signed time from the first form, kept so a second try is judged from the first visit. */
  formTime?: string | null;
}

export interface SitePageContent {
  title: string;
  message: string;
  /** The site's public address: the way back, and where the header's section links point. */
  siteUrl: string;
  /** When the message was refused: the form again, filled in, posting here. */
  form?: { action: string; values: ContactFormValues };
  /** The same title and message in the site's words, used on a site in another language than English (the English above can be more specific). */
  translated?: { title: SiteMessageKey; message: SiteMessageKey };
}

/**
 * A visitor's page (message sent, message refused) in the site's own look (docs/decisions/0702-visitor-pages-in-the-sites-look.md):
 * the published page's stylesheet, header and footer around our words. The parts are found by the
 * renderer's landmarks (`<header class="site-header">`, `<footer class="site-footer">`); all text in
 * them was escaped by the renderer, so none can end an element early. Our words are React's, escaped by it.
 * Answers null when the page lacks them (the caller then shows the neutral page).
 */
export function inSiteLook(siteHtml: string, content: SitePageContent): string | null {
  const style = /<style>[\s\S]*?<\/style>/.exec(siteHtml)?.[0];
  const body = /<body[^>]*>/.exec(siteHtml)?.[0];
  const header = /<header class="site-header">[\s\S]*?<\/header>/.exec(siteHtml)?.[0];
  const footer = /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(siteHtml)?.[0];
  const found = /<html lang="([a-zA-Z-]{2,20})"/.exec(siteHtml)?.[1];
  // The tag carries the country when the site has one ("pt-BR"): its words and formats are that country's.
  const locale = parseSiteLocale(found) ?? { language: "en" as const, country: null };
  const lang = locale.language;
  if (!style || !body || !header) return null;
  // The page speaks the site's language (docs/decisions/0830-site-language-detected-and-stored.md).
  const text = siteText(lang, locale.country);
  const words = lang !== "en" && content.translated ? { title: text.t(content.translated.title), message: text.t(content.translated.message) } : { title: content.title, message: content.message };
  // Section links (#services) point into the site, not this page; the address goes into the stored markup as an attribute.
  const home = escapeMarkup(content.siteUrl);
  const linked = (part: string) => part.replace(/href="#/g, `href="${home}#`);
  const head = (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>{words.title}</title>
    </>
  );
  const main = <VisitorMain words={words} headingLevel={header.includes("<h1") ? 2 : 1} siteUrl={content.siteUrl} form={content.form} text={text} />;
  return [
    `<!DOCTYPE html><html lang="${text.locale}" dir="${directionOf(lang)}"><head>${renderToStaticMarkup(head)}${style}</head>`,
    body,
    linked(header),
    renderToStaticMarkup(main),
    footer ? linked(footer) : "",
    `</body></html>`,
  ].join("");
}

/** Our words between the site's header and footer, and the contact form again when a message was refused. */
function VisitorMain({ words, headingLevel, siteUrl, form, text }: { words: { title: string; message: string }; headingLevel: 1 | 2; siteUrl: string; form: SitePageContent["form"]; text: SiteText }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <main id="main">
      <section className="s s-contact visitor-page">
        <div className="wrap narrow">
          <Heading>{words.title}</Heading>
          <p className="intro" role={form ? "alert" : undefined}>
            {words.message}
          </p>
          {form ? (
            <form className="form" method="post" action={form.action}>
              {form.values.formTime ? <input type="hidden" name={FORM_STARTED_FIELD} value={form.values.formTime} /> : null}
              <ContactFields phoneFirst={false} text={text} values={form.values} />
              <ContactSubmit text={text} />
            </form>
          ) : null}
          <p className="ctas">
            <a className={`btn ${form ? "btn-ghost" : "btn-primary"}`} href={siteUrl}>
              {text.t("visitor.back")}
            </a>
          </p>
        </div>
      </section>
    </main>
  );
}
