import { Link } from "react-router";
import { useT } from "~/lib/i18n";
import { BrandMark } from "./brand";

/** The shared frame of the 404, 405 and unexpected-error screens. */
export function ErrorScreen({
  code,
  title,
  children,
  stack,
}: {
  code: string;
  title: string;
  children: React.ReactNode;
  stack?: string;
}) {
  const { t } = useT();
  return (
    <main className="relative grid min-h-dvh place-items-center overflow-hidden px-6 py-24">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand-100/70 to-transparent" />
      <div className="max-w-xl text-center">
        <Link to="/" className="mx-auto mb-10 inline-flex" aria-label={t("common.home")}>
          <BrandMark />
        </Link>
        <p className="font-display text-7xl font-semibold tracking-tight text-brand-600 sm:text-8xl">{code}</p>
        <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 text-base leading-7 text-ink-soft">{children}</p>
        <div className="mt-10">
          <Link to="/" className="btn-primary">
            {t("common.notFound.home")}
          </Link>
        </div>
        {stack ? (
          <pre className="mt-10 max-h-72 overflow-auto rounded-xl bg-ink p-4 text-left text-xs text-white">{stack}</pre>
        ) : null}
      </div>
    </main>
  );
}
