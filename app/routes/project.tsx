import { useEffect, useState } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { requireSessionAccount, requireSessionUser, sessionReads } from "~/.server/session";
import { appContext } from "~/.server/context";
import { parseProjectId } from "@server/project-actions";
import { projectDocument, projectQuery, toProjectView } from "@server/projects";
import { ownedProjectOr404, ownedRowOr404, projectIdOr404 } from "~/.server/owned-project";
import { readProjectIntent } from "~/.server/request-input";
import { answerProjectIntent } from "~/.server/project-intent";
import { publicSiteUrl } from "@server/publishing";
import { inboxData, inboxViewOf } from "~/.server/inbox";
import { inboxQueries } from "@server/leads";
import { StatusBadge } from "../components/projects/status-badge";
import { canvasStyle } from "@server/render";
import { SiteEditor } from "../components/editor/site-editor";
import { siteLanguageOf } from "@core/sites/languages";
import type { ProjectIntent } from "@core/projects/intents";
import { DomainPanel, Inbox, LogoEditor, SeoPanel, SiteLanguagePicker, SitePictures, SiteTrade, VisitorsPanel } from "../components/editor/editor-panels";
import { routeWords } from "~/.server/language";
import { useT } from "~/lib/i18n";
import type { Route } from "./+types/project";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "May" }];

// In the session's round trip (docs/decisions/0915-a-signed-in-page-in-one-round-trip.md): the project and its inbox,
// keyed by the route's id; nothing read beside it is shown unless the project is the person's own.
const editorReads = sessionReads("routes/project", ({ db, request, params }) => {
  const projectId = parseProjectId(params.id);
  return projectId === null ? null : ([projectQuery(db, projectId), ...inboxQueries(db, projectId, inboxViewOf(new URL(request.url)))] as const);
});

export const middleware: Route.MiddlewareFunction[] = [editorReads.middleware];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = await requireSessionAccount(request, context);
  projectIdOr404(params.id);
  const view = inboxViewOf(new URL(request.url));
  const {
    rows: [projectRows, messageRows, replyRows, countRows],
  } = await editorReads.rows({ request, params, context });
  const project = await ownedRowOr404(app, user, projectRows[0], (await requireSessionUser(request, context)).role === "admin");
  const document = projectDocument(project);
  const messages = await routeWords(request, context, ["editor", "panels", "facts"]);
  return {
    messages,
    title: `${project.name} · May`,
    project: { ...toProjectView(project), publicUrl: publicSiteUrl(app.env, project.slug) },
    document,
    canvas: document ? canvasStyle(document) : null,
    inbox: inboxData(user, view, messageRows, replyRows, countRows),
  };
}

/**
 * The editor's actions, its inbox's too (docs/decisions/0300-one-door-per-project-action.md): the person's
 * project first (someone else's is the 404 page, whatever was sent), then the JSON body read into the one
 * intent, run and answered as the dashboard's are. A body that is not JSON is the 400 page.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = await requireSessionAccount(request, context);
  const project = await ownedProjectOr404(app, user, params.id);
  return answerProjectIntent(app, user, project, (await readProjectIntent(request, "json")).intent);
}

export default function ProjectScreen({ loaderData }: Route.ComponentProps) {
  const { project, document, canvas, inbox } = loaderData;
  const { t, text, rich } = useT();
  const fetcher = useFetcher<typeof action>();
  const [dirty, setDirty] = useState(false);
  const busy = fetcher.state !== "idle";

  // After each finished action, read the project again, even if a focus revalidation raced the action.
  const revalidator = useRevalidator();
  const finished = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (finished?.ok) void revalidator.revalidate();
    // Once per finished action: the revalidator's identity changes with every navigation state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  function send(body: ProjectIntent) {
    // JSON.parse(JSON.stringify()) gives React Router the plain JSON value its submit type asks for.
    void fetcher.submit(JSON.parse(JSON.stringify(body)) as Record<string, never>, { method: "post", encType: "application/json" });
  }

  return (
    <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <Link to="/u/dashboard" className="text-sm font-medium text-ink-soft hover:text-ink">{t("editor.back")}</Link>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <h1 className="font-display text-3xl font-semibold tracking-tight">{project.name}</h1>
            <StatusBadge status={project.status} />
          </div>
          {project.published ? (
            <p className="mt-1 text-sm">
              {rich("editor.liveAt", { url: project.publicUrl, link: (chunks) => <a href={project.publicPath} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2">{chunks}</a> })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {/* With a site, the editor asks before regenerating (and offers undo); without one there is nothing to lose. */}
          {!document ? <button type="button" className="btn-ghost" disabled={busy || project.status === "generating"} onClick={() => send({ intent: "regenerate" })}>{t("editor.regenerate.action")}</button> : null}
          {project.published ? (
            <button type="button" className="btn-ghost" disabled={busy} onClick={() => send({ intent: "unpublish" })}>{t("editor.unpublish")}</button>
          ) : null}
          <button type="button" className="btn-brand" disabled={busy || !document || dirty || project.status === "generating"} title={dirty ? t("editor.publish.saveFirst") : undefined} onClick={() => send({ intent: "publish" })}>
            {t(project.published ? "editor.republish" : "editor.publish")}
          </button>
        </div>
      </div>
      {fetcher.data?.error ? <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-800">{text(fetcher.data.error, "errorValues" in fetcher.data ? (fetcher.data.errorValues as Readonly<Record<string, string | number>>) : undefined)}</p> : null}
      {project.status === "generating" ? <p role="status" className="mt-3 text-sm text-ink-soft">{t("editor.writing")}</p> : null}
      {document && project.error && project.status !== "generating" ? <p role="status" className="mt-3 text-sm text-amber-800">{text(project.error)}</p> : null}

      {!document || !canvas ? (
        <p className="mt-10 rounded-2xl border border-dashed border-line bg-white p-10 text-center text-ink-soft">{project.error ? text(project.error) : t("editor.notGenerated")}</p>
      ) : (
        <SiteEditor
          projectId={project.id}
          projectName={project.name}
          savedDocument={document}
          savedVersion={project.updatedAt}
          versionId={project.versionId}
          status={project.status}
          published={project.published}
          unpublishedChanges={project.unpublishedChanges}
          canvas={canvas}
          publicPath={project.publicPath}
          busy={busy}
          send={send}
          onDirtyChange={setDirty}
          saveProblems={(draft, checks) => Object.keys(checks.seoErrors(draft.seo)).length > 0}
          details={(draft, change) => (
            <div className="space-y-6">
              <SiteTrade document={draft} onChange={change} disabled={project.status === "generating"} />
              <SiteLanguagePicker document={draft} savedLanguage={siteLanguageOf(document)} onChange={change} disabled={project.status === "generating"} />
              <SeoPanel seo={draft.seo} onChange={(seo) => change({ ...draft, seo })} url={project.publicUrl} hideFromSearch={project.settings.hideFromSearch} published={project.published} busy={busy} onHideFromSearch={(hidden) => send({ intent: "settings", hideFromSearch: hidden })} />
            </div>
          )}
          design={(draft, change) => (
            <div className="space-y-6">
              <SitePictures document={draft} onChange={change} />
              <LogoEditor document={draft} onChange={change} />
            </div>
          )}
        />
      )}

      <VisitorsPanel projectId={project.id} published={project.published} />
      <DomainPanel projectId={project.id} published={project.published} />

      <Inbox projectId={project.id} emailLeads={project.settings.emailLeads} inbox={inbox} />
    </main>
  );
}
