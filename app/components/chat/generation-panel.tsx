import type { z } from "zod";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { apiRequest, refusalMessage, type RequestFailure } from "../../lib/api-client";
import { GENERATION_POLLING, isTransientFailure, retryDelayAfter } from "../../lib/projects/generation-polling";
import { projectWithFactsAnswerSchema } from "@core/projects/schemas";
import { Spinner } from "../spinner";
import { hasFacts } from "@core/sites/facts-constants";
import { FactsCard } from "./facts-card";
import { useT } from "../../lib/i18n";
import type { AppMessageKey } from "@core/i18n/keys";

type Project = z.infer<typeof projectWithFactsAnswerSchema>["data"];
type Problem = { message: string; retry: () => void };
const STAGES = ["outline", "copy", "images", "layout", "ready"] as const;
const STAGE_LABELS = {
  outline: "chat.generation.stage.outline",
  copy: "chat.generation.stage.copy",
  images: "chat.generation.stage.images",
  layout: "chat.generation.stage.layout",
  ready: "chat.generation.stage.ready",
} as const satisfies Record<(typeof STAGES)[number], AppMessageKey>;

function failureMessage(error: RequestFailure): string {
  return refusalMessage(error, "chat.generation.unreachable");
}

/**
 * The chat's final step: starts generating the site from the answers (once), shows each stage as it
 * happens by polling the project, and then offers Preview, Publish and Open in Dashboard. A failed poll
 * is retried with growing pauses before the person is asked; "Try again" repeats whatever failed.
 */
export function GenerationPanel({ projectId, beforeStart, onProject, offerDetails = true }: { projectId: number | null; beforeStart: () => Promise<void>; onProject: (id: number) => void; offerDetails?: boolean }) {
  const { t, text } = useT();
  const [project, setProject] = useState<Project | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [publishing, setPublishing] = useState(false);
  /** The "Business details" card: offered once per visit, until saved or skipped. */
  const [details, setDetails] = useState<"open" | "saved" | "skipped">("open");
  const started = useRef(false);
  const poll = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const follow = useCallback((id: number) => {
    clearTimeout(poll.current);
    setProblem(null);
    let failuresInARow = 0;
    const load = async () => {
      const result = await apiRequest(`/projects/${id}`, projectWithFactsAnswerSchema);
      if (result.error) {
        failuresInARow += 1;
        const wait = isTransientFailure(result.error) ? retryDelayAfter(failuresInARow) : null;
        if (wait === null) setProblem({ message: failureMessage(result.error), retry: () => follow(id) });
        else poll.current = setTimeout(load, wait);
        return;
      }
      failuresInARow = 0;
      setProject(result.data.data);
      if (result.data.data.status === "generating") poll.current = setTimeout(load, GENERATION_POLLING.intervalMs);
    };
    void load();
  }, []);

  const start = useCallback(async () => {
    await beforeStart();
    setProblem(null);
    const result = await apiRequest("/projects", projectWithFactsAnswerSchema, { method: "POST", body: {} });
    if (result.error) {
      setProblem({ message: failureMessage(result.error), retry: () => void start() });
      return;
    }
    setProject(result.data.data);
    onProject(result.data.data.id);
    follow(result.data.data.id);
  }, [beforeStart, follow, onProject]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Deferred to a task (the work talks to the server, then updates this component) and never cancelled,
    // so React's development double-mount cannot start a second generation or none at all.
    setTimeout(() => (projectId ? follow(projectId) : void start()), 0);
  }, [projectId, follow, start]);

  useEffect(() => () => clearTimeout(poll.current), []);

  async function regenerate(id: number) {
    setProblem(null);
    const result = await apiRequest(`/projects/${id}/generate`, projectWithFactsAnswerSchema, { method: "POST", body: {} });
    if (result.error) return setProblem({ message: failureMessage(result.error), retry: () => void regenerate(id) });
    setProject(result.data.data);
    follow(id);
  }

  async function publish(id: number) {
    setProblem(null);
    setPublishing(true);
    const result = await apiRequest(`/projects/${id}/publish`, projectWithFactsAnswerSchema, { method: "POST", body: {} });
    setPublishing(false);
    if (result.error) return setProblem({ message: failureMessage(result.error), retry: () => void publish(id) });
    setProject(result.data.data);
  }

  const generating = !project || project.status === "generating";
  const failed = project?.status === "failed";
  const currentIndex = project?.stage ? STAGES.indexOf(project.stage) : generating ? 0 : STAGES.length;
  return (
    <div className="max-w-xl rounded-2xl border border-line bg-white p-4 shadow-sm" data-testid="generation-panel">
      <ol className="space-y-2" aria-label={t("chat.generation.progress")}>
        {STAGES.map((stage, index) => {
          const done = !failed && (index < currentIndex || (!generating && project !== null));
          const active = generating && index === currentIndex && !problem;
          return (
            <li key={stage} className="flex items-center gap-2.5 text-sm" data-stage={stage} data-state={done ? "done" : active ? "active" : "pending"}>
              {done ? (
                <span className="grid size-5 place-items-center rounded-full bg-emerald-600 text-white" aria-hidden="true">
                  <svg viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="m5 10 3 3 7-7" /></svg>
                </span>
              ) : active ? (
                <Spinner label={t(STAGE_LABELS[stage])} className="size-5" />
              ) : (
                <span className="size-5 rounded-full border-2 border-line" aria-hidden="true" />
              )}
              <span className={done ? "text-ink" : active ? "font-medium text-ink" : "text-ink-soft"}>{t(STAGE_LABELS[stage])}</span>
            </li>
          );
        })}
      </ol>
      <div aria-live="polite" className="mt-3 text-sm">
        {problem || failed ? (
          <div className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800" role="alert">
            <p>{text(problem?.message ?? project?.error ?? "chat.generation.failed")}</p>
            <button type="button" className="btn-primary mt-3 h-9" onClick={() => (problem ? problem.retry() : project && void regenerate(project.id))}>
              {t("chat.generation.tryAgain")}
            </button>
          </div>
        ) : generating ? (
          <p className="text-ink-soft">{t("chat.generation.writing")}</p>
        ) : project ? (
          <div>
            <p className="font-medium text-ink">{t(project.status === "published" ? "chat.generation.live" : "chat.generation.ready")}</p>
            {details === "saved" ? <p role="status" className="mt-1 text-ink-soft">{t("chat.generation.detailsSaved")}</p> : null}
            {project.status === "published" ? (
              <p className="mt-1 break-all">
                <a href={project.publicPath} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2">{project.publicUrl}</a>
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to={`/u/projects/${project.id}`} className="btn-primary h-9">{t("chat.generation.preview")}</Link>
              {project.status !== "published" ? (
                <button type="button" className="btn-brand h-9" disabled={publishing} onClick={() => void publish(project.id)}>{t(publishing ? "chat.generation.publishing" : "chat.generation.publish")}</button>
              ) : null}
              <Link to="/u/dashboard" className="btn-ghost h-9">{t("chat.generation.openDashboard")}</Link>
            </div>
            {offerDetails && details === "open" && !(project.document?.facts && hasFacts(project.document.facts)) ? (
              <FactsCard projectId={project.id} suggestions={project.suggestions?.services ?? []} onDone={(saved) => setDetails(saved ? "saved" : "skipped")} />
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
