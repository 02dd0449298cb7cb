import { Link } from "react-router";
import { useT } from "~/lib/i18n";
import { BrandMark } from "./brand";

/**
 * The welcome home page of docs/product.md (shown at /u and, in the preview layout, at /preview), in the `auth`
 * namespace: the page's loader sends it.
 */
export function WelcomePanel() {
  const { t } = useT();
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center sm:py-28">
      <BrandMark withName={false} className="justify-center" />
      <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight sm:text-5xl">{t("auth.welcome.title")}</h1>
      <p className="mt-4 text-lg leading-8 text-ink-soft">{t("auth.welcome.text")}</p>
      <p className="mt-6 text-sm font-medium text-ink">{t("auth.welcome.signInPrompt")}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/login" className="btn-primary px-8 py-3">{t("auth.welcome.login")}</Link>
        <Link to="/signup" className="btn-ghost px-8 py-3">{t("auth.welcome.signup")}</Link>
      </div>
    </section>
  );
}
