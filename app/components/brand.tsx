import { useT } from "~/lib/i18n";

/** The May logo: a rising sun over a horizon, in the brand gradient. */
export function BrandMark({ withName = true, className = "" }: { withName?: boolean; className?: string }) {
  const { t } = useT();
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <defs>
          <linearGradient id="may-mark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c5cff" />
            <stop offset="1" stopColor="#ff6f4d" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#may-mark)" />
        <path d="M8 21a8 8 0 0 1 16 0" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M6 24.5h20" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M16 7.5v3M9.5 10.2l1.9 2.2M22.5 10.2l-1.9 2.2" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {withName ? <span className="font-display text-xl font-semibold tracking-tight">{t("common.brand")}</span> : null}
    </span>
  );
}
