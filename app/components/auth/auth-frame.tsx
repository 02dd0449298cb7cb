import { Link } from "react-router";
import { useT } from "~/lib/i18n";
import { BrandMark } from "../brand";

/** The card every sign-in screen sits in: brand, heading, then the screen's own content. */
export function AuthFrame({ title, intro, children, footer }: { title: string; intro?: React.ReactNode; children: React.ReactNode; footer?: React.ReactNode }) {
  const { t } = useT();
  return (
    <main className="relative grid min-h-dvh place-items-center px-4 py-10 sm:px-6">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(60%_60%_at_50%_0%,var(--color-brand-100),transparent)]" />
      <div className="w-full max-w-md">
        <Link to="/" aria-label={t("common.home")} className="mx-auto mb-8 flex w-fit rounded-lg">
          <BrandMark />
        </Link>
        <div className="rounded-3xl border border-line bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-9">
          <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
          {intro ? <div className="mt-2 text-sm leading-6 text-ink-soft">{intro}</div> : null}
          <div className="mt-7">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-ink-soft">{footer}</div> : null}
      </div>
    </main>
  );
}

export const inlineLinkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";
