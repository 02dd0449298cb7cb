import { CMS } from "@core/constants";
import type { CmsMode } from "@core/cms/model";
import { useT } from "~/lib/i18n";
import { deviceSizeFor, useViewportWidth } from "./timing";

const SIZE_LABEL = { large: "public.preview.size.large", medium: "public.preview.size.medium", small: "public.preview.size.small" } as const;

/**
 * The strip above a previewed page: which path, which device size the page is laid out for (it follows
 * resizes: debounced, or throttled while editing), and a link to the live page.
 */
export function PreviewToolbar({ path, mode }: { path: string; mode: Exclude<CmsMode, "live"> }) {
  const { t, rich } = useT();
  const width = useViewportWidth(mode === "editing");
  const size = width === null ? null : deviceSizeFor(width);
  const range = size === "small" ? `≤ ${CMS.breakpoints.small}px` : size === "medium" ? `≤ ${CMS.breakpoints.medium}px` : `> ${CMS.breakpoints.medium}px`;
  return (
    <div className="border-b border-brand-200 bg-brand-50 text-sm text-ink" data-testid="cms-preview-toolbar">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-5 py-2.5 sm:px-8">
        <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">{t(mode === "editing" ? "public.preview.badge.editing" : "public.preview.badge.preview")}</span>
        <code className="truncate font-mono text-[13px] text-ink-soft">{path}</code>
        <span className="text-ink-soft" aria-live="polite">
          {size ? (
            <>
              {rich("public.preview.layout", { size: t(SIZE_LABEL[size]), strong: (chunks) => <strong className="font-semibold text-ink">{chunks}</strong> })} (
              <bdi dir="ltr">{range}</bdi>, {t("public.preview.window", { width: String(width) })})
            </>
          ) : (
            t("public.preview.notCached")
          )}
        </span>
        <a href={path} className="ms-auto font-semibold text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700">
          {t("public.preview.openLive")}
        </a>
      </div>
    </div>
  );
}
