import { useEffect, useState } from "react";
import { ModalDialog } from "../modal-dialog";
import { apiRequest } from "~/lib/api-client";
import { VERSION_KIND_LABELS, versionListAnswerSchema, type VersionView } from "@core/projects/versions";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { useT, type Translator } from "~/lib/i18n";
import { dateTimeFormat, relativeTimeFormat } from "@core/i18n/intl-formats";

/** "3 minutes ago" for today, else the date and time, in the reader's language. */
function whenText(iso: string, { t, locale }: Translator, now = Date.now()): string {
  const at = Date.parse(iso);
  const seconds = Math.round((at - now) / 1000);
  const relative = relativeTimeFormat(locale, { numeric: "auto" });
  if (Math.abs(seconds) < 60) return t("editor.history.justNow");
  if (Math.abs(seconds) < 3600) return relative.format(Math.round(seconds / 60), "minute");
  if (Math.abs(seconds) < 86400) return relative.format(Math.round(seconds / 3600), "hour");
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(at);
}

/** "26 Nov, 10:14": when a restored version was saved, in the site's language and the reader's time zone. */
function restoredWhen(iso: string, language: string): string {
  return dateTimeFormat(language, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(Date.parse(iso));
}

/**
 * What a version changed, as the server described it in the site's language (a restore's `{when}` filled in here),
 * and its title in the reader's: the described lines themselves when the site's language is the reader's, else what
 * made the version (its kind), with the site's lines below it.
 */
function describedLines(version: VersionView, { t, language: reader }: Translator): { title: string; titleLanguage: string; more: string[] } {
  const language = version.summary.language ?? "en";
  const lines = version.description.map((line) => (version.restoredFromAt ? line.replace("{when}", restoredWhen(version.restoredFromAt, language)) : line));
  const kind = t(VERSION_KIND_LABELS[version.kind]);
  if (lines.length === 0) return { title: kind, titleLanguage: reader, more: [] };
  if (language === reader) return { title: lines[0]!, titleLanguage: language, more: lines.slice(1) };
  const whole = version.kind === "generated" || version.kind === "regenerated" || version.kind === "published" || version.kind === "restored";
  return { title: kind, titleLanguage: reader, more: whole ? [] : lines.filter((line, at) => !(at === 0 && version.kind === "section-regenerated")) };
}

/**
 * The site's history as a modal list, newest first: what each version changed (its main changes, in the site's
 * language: docs/decisions/0611-history-entries-say-what-changed.md), when, a small preview (its headline and
 * colours), which one is live, and a restore that asks once (the current state stays in the list).
 */
export function HistoryPanel({ projectId, versionId, open, onClose, onRestore, restoreBlocked }: {
  projectId: number;
  /** The newest version: the list loads again when it changes. */
  versionId: number | null;
  open: boolean;
  onClose: () => void;
  onRestore: (versionId: number) => void;
  /** Why restoring must wait (unsaved edits, a generation), or null. */
  restoreBlocked: string | null;
}) {
  const words = useT();
  const { t, text, rich } = words;
  const [versions, setVersions] = useState<VersionView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void apiRequest(`/projects/${projectId}/versions`, versionListAnswerSchema, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setFailed(!result.data);
      if (result.data) setVersions(result.data.data);
    });
    return () => controller.abort();
  }, [open, projectId, versionId]);

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="history-title"
      className="max-h-[min(44rem,calc(100dvh-2rem))] w-[min(34rem,calc(100vw-1.5rem))] overflow-hidden p-0"
      data-testid="history-panel"
    >
      <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div>
          <h2 id="history-title" className="font-display text-2xl font-semibold">{t("editor.history.title")}</h2>
          <p className="mt-1 text-sm text-ink-soft">{t("editor.history.lead")}</p>
        </div>
        <button type="button" className="btn-ghost h-9 px-3 text-sm" onClick={onClose}>{t("editor.library.close")}</button>
      </div>
      <div className="max-h-[calc(min(44rem,100dvh-2rem)-7rem)] overflow-y-auto px-5 py-4">
        {restoreBlocked ? <p role="status" className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{restoreBlocked}</p> : null}
        {failed ? (
          <p role="alert" className="text-sm text-red-800">{text(PROJECT_MESSAGES.unreachable)}</p>
        ) : versions === null ? (
          <p role="status" className="text-sm text-ink-soft">{t("editor.history.loading")}</p>
        ) : (
          <ol className="space-y-2" aria-label={t("editor.history.list")}>
            {versions.map((version) => {
              const { title, titleLanguage, more } = describedLines(version, words);
              const when = whenText(version.createdAt, words);
              return (
              <li key={version.id} className={`rounded-2xl border px-3 py-3 ${version.current ? "border-brand-300 bg-brand-50/40" : "border-line"}`} data-testid="history-version" data-kind={version.kind}>
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                  <div className="flex min-w-0 items-center gap-3">
                    <span className="flex shrink-0" aria-hidden="true">
                      {version.summary.colors.map((color, at) => <span key={`${color}-${at}`} className="-me-1.5 size-5 rounded-full border border-ink/20 ring-2 ring-white" style={{ background: color }} />)}
                    </span>
                    <div className="min-w-0">
                      <p className="text-sm font-semibold" data-testid="history-description">
                        <span lang={titleLanguage}>{title}</span>
                        {version.current ? <span className="ms-2 rounded-full bg-ink px-2 py-0.5 text-xs font-medium text-white">{t("editor.history.current")}</span> : null}
                        {version.live ? <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">{t("editor.history.live")}</span> : null}
                      </p>
                      {more.length > 0 ? (
                        <ul className="mt-0.5 text-xs text-ink" data-testid="history-more" lang={version.summary.language ?? "en"}>
                          {more.map((line, at) => <li key={at}>{line}</li>)}
                        </ul>
                      ) : null}
                      <p className="text-xs text-ink-soft"><time dateTime={version.createdAt}>{when}</time></p>
                    </div>
                  </div>
                  {version.current ? null : asking === version.id ? (
                    <div className="flex gap-2">
                      <button type="button" className="btn-ghost h-8 px-3 text-xs" onClick={() => setAsking(null)}>{t("editor.history.cancel")}</button>
                      <button type="button" className="btn-primary h-8 px-3 text-xs" disabled={restoreBlocked !== null} onClick={() => { setAsking(null); onRestore(version.id); }}>
                        {t("editor.history.yesRestore")}
                      </button>
                    </div>
                  ) : (
                    <button type="button" className="btn-ghost h-8 px-3 text-xs" disabled={restoreBlocked !== null} onClick={() => setAsking(version.id)} aria-label={t("editor.history.restoreLabel", { when })}>
                      {t("editor.history.restore")}
                    </button>
                  )}
                </div>
                <div className="mt-2 flex items-baseline justify-between gap-3">
                  <p className="min-w-0 truncate text-sm text-ink" title={version.summary.headline ?? undefined}>{version.summary.headline ? `“${version.summary.headline}”` : null}</p>
                  <a href={`/u/projects/${projectId}/render?version=${version.id}`} target="_blank" rel="noopener" className="shrink-0 text-xs font-medium text-brand-700 underline underline-offset-2">
                    {rich("editor.history.preview", { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
                  </a>
                </div>
                {asking === version.id ? <p className="mt-2 text-xs text-ink-soft">{t("editor.history.ask")}</p> : null}
              </li>
              );
            })}
          </ol>
        )}
      </div>
    </ModalDialog>
  );
}
