import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { Spinner } from "./spinner";
import type { AppMessageKey } from "@core/i18n/keys";
import { useT } from "~/lib/i18n";

/**
 * A panel whose code is its own chunk, downloaded when the panel first renders rather than with the page
 * (docs/decisions/0859-editor-panels-load-on-their-own.md). The server renders it in full (the page's HTML is the
 * same); in the browser it hydrates once its chunk has arrived. While it loads it says so; if its chunk cannot be
 * fetched (offline, a deploy replaced it) it says so and offers to try again. `name` (a message key: "the inbox")
 * completes "Loading …" and "Could not load …".
 */
export function lazyPanel<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, name: AppMessageKey): ComponentType<P> {
  let lastFailure: unknown = null;
  const fresh = (attempt: number) =>
    lazy(() => {
      // The browser keeps a failed module for its URL (Chromium 150 answers a second import of it without asking
      // again), so a retry asks for the same file under another URL when the error names it.
      const again = attempt > 0 ? retryUrlOf(lastFailure, attempt) : null;
      return (again ? (import(/* @vite-ignore */ again) as Promise<M>) : load()).then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          lastFailure = error;
          throw error;
        },
      );
    });
  // A lazy component keeps its first failure for good: a retry needs a new one.
  let Loaded = fresh(0);
  function LazyPanel(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = fresh(attempt + 1);
      setAttempt(attempt + 1);
    };
    return (
      <PanelBoundary key={attempt} name={name} onRetry={retry}>
        <UsableOnceHydrated>
          {(ready) => (
            <Suspense fallback={<PanelLoading name={name} />}>
              <Loaded {...props} />
              <Hydrated onHydrated={ready} />
            </Suspense>
          )}
        </UsableOnceHydrated>
      </PanelBoundary>
    );
  }
  LazyPanel.displayName = `LazyPanel(${name})`;
  return LazyPanel;
}

/** The failed chunk's address with a retry mark, when the browser's error names a script of this site (Chromium and Firefox do). */
export function retryUrlOf(error: unknown, attempt: number, origin: string | undefined = globalThis.location?.origin): string | null {
  const named = error instanceof Error ? /https?:\/\/[^\s"']+\.js(?:\?[^\s"']*)?/.exec(error.message)?.[0] : undefined;
  if (!named || !origin) return null;
  const url = new URL(named);
  if (url.origin !== origin) return null;
  url.searchParams.set("retry", String(attempt));
  return url.href;
}

/**
 * The server's HTML of a panel shows before its chunk has arrived, but its fields and buttons do nothing until it
 * hydrates: what someone typed then would be lost to the panel's state. So its controls stay disabled (a fieldset,
 * laid out as if absent) until the panel's own code runs.
 */
function UsableOnceHydrated({ children }: { children: (ready: () => void) => ReactNode }) {
  const [usable, setUsable] = useState(false);
  return (
    <fieldset disabled={!usable} className="contents" data-testid="panel-controls">
      {children(() => setUsable(true))}
    </fieldset>
  );
}

/** Renders nothing; tells the panel's fieldset once the panel beside it has hydrated (its effects run only then). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

export function PanelLoading({ name }: { name: AppMessageKey }) {
  const { t } = useT();
  return (
    <div className="flex items-center gap-2 py-3 text-sm text-ink-soft" data-testid="panel-loading">
      <Spinner label={t("editor.lazy.loadingLabel", { name: t(name) })} />
      <span aria-hidden="true">{t("editor.lazy.loading", { name: t(name) })}</span>
    </div>
  );
}

export function PanelLoadFailed({ name, onRetry }: { name: AppMessageKey; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800" data-testid="panel-load-failed">
      <span>{t("editor.lazy.failed", { name: t(name) })}</span>
      <button type="button" className="btn-ghost h-8 px-3 text-xs" onClick={onRetry}>{t("editor.lazy.retry")}</button>
    </div>
  );
}

/** Catches the panel's failure, its chunk not arriving or an error while drawing it, and shows it in place of the panel alone. */
class PanelBoundary extends Component<{ name: AppMessageKey; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PanelLoadFailed name={this.props.name} onRetry={this.props.onRetry} /> : this.props.children;
  }
}
