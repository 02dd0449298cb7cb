import { Link } from "react-router";
import { BrandMark } from "./brand";

/** An honest stand-in for a screen whose feature has not shipped yet: it says what will be here. */
export function PlaceholderScreen({ title, children, backTo = "/", backLabel = "Back to home" }: { title: string; children: React.ReactNode; backTo?: string; backLabel?: string }) {
  return (
    <main className="grid min-h-dvh place-items-center px-5 py-16">
      <div className="w-full max-w-md rounded-3xl border border-line bg-white p-8 shadow-xl shadow-brand-900/5 sm:p-10">
        <Link to="/" aria-label="May home" className="inline-flex rounded-lg">
          <BrandMark />
        </Link>
        <h1 className="mt-8 font-display text-3xl font-semibold tracking-tight">{title}</h1>
        <div className="mt-3 space-y-3 text-sm leading-6 text-ink-soft">{children}</div>
        <p className="mt-6 rounded-xl bg-brand-50 px-4 py-3 text-xs font-medium text-brand-900">Coming in the next release of May.</p>
        <Link to={backTo} className="btn-ghost mt-8 w-full">{backLabel}</Link>
      </div>
    </main>
  );
}
