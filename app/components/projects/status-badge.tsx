import type { ProjectView } from "@core/projects/schemas";
import type { AppMessageKey } from "@core/i18n/keys";
import { useT } from "~/lib/i18n";

const STYLES: Record<ProjectView["status"], string> = {
  draft: "bg-stone-100 text-stone-700",
  generating: "bg-brand-50 text-brand-700",
  ready: "bg-sky-50 text-sky-800",
  published: "bg-emerald-50 text-emerald-800",
  failed: "bg-red-50 text-red-800",
};

const LABELS: Record<ProjectView["status"], AppMessageKey> = {
  draft: "dashboard.status.draft",
  generating: "dashboard.status.generating",
  ready: "dashboard.status.ready",
  published: "dashboard.status.published",
  failed: "dashboard.status.failed",
};

export function StatusBadge({ status }: { status: ProjectView["status"] }) {
  const { t } = useT();
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`} data-testid="project-status">
      {status === "generating" ? <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden="true" /> : null}
      {t(LABELS[status])}
    </span>
  );
}
