import { useT } from "~/lib/i18n";

/** A spinning mark with a label for screen readers: its own words, or the `common` namespace's loading word every page has. */
export function Spinner({ label, className = "" }: { label?: string; className?: string }) {
  const { t } = useT();
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <svg className="size-5 animate-spin text-brand-600" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label ?? t("common.loading")}</span>
    </span>
  );
}

/** Shown at the top of the window while a navigation loads (docs/product.md: a spinner while routes load). */
export function NavigationProgress({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50" data-testid="navigation-progress">
      <div className="h-0.5 w-full animate-pulse bg-gradient-to-r from-brand-500 via-coral-400 to-brand-500" />
      <div className="absolute top-3 end-4 rounded-full bg-white/90 p-1.5 shadow-md ring-1 ring-line">
        <Spinner />
      </div>
    </div>
  );
}
