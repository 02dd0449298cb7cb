import { useEffect, useState } from "react";
import { data, Link, useFetcher, useRevalidator } from "react-router";
import { requireSessionAccount, sessionReads } from "~/.server/session";
import { appContext } from "~/.server/context";
import { parseProjectId } from "@server/project-actions";
import { projectDocument, publishedProjectIds, settledProjects, templatesQuery, toProjectView, userProjectsQuery } from "@server/projects";
import { ownedProjectOr404 } from "~/.server/owned-project";
import { readProjectIntent } from "~/.server/request-input";
import { answerProjectIntent } from "~/.server/project-intent";
import type { ProjectView } from "@core/projects/schemas";
import { publicSiteUrl } from "@server/publishing";
import { dailyVisitorsOf, dailyVisitorsQuery } from "@server/analytics";
import { VisitorsSummary } from "../components/analytics/visitors-card";
import type { SiteAnalytics } from "@core/analytics/schemas";
import { SiteThumbnail } from "../components/projects/site-thumbnail";
import { cardPreviewOf, type CardPreview } from "@core/sites/card-preview";
import { StatusBadge } from "../components/projects/status-badge";
import { ModalDialog } from "../components/modal-dialog";
import { businessKindByCode, isBusinessKindCode, kindNameKey } from "@core/chat/business-kinds";
import { requestLanguage } from "~/.server/language";
import { templateWordsIn } from "~/.server/template-words";
import { pageMessages } from "@server/platform";
import { useT } from "~/lib/i18n";
import { knownWords } from "~/lib/page-words";
import type { PageWordsSource } from "@core/i18n/page-words";
import { dashboardDate } from "~/lib/projects/dates";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) => {
  // The signed-in layout names the `dashboard` words for every signed-in page (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md).
  const words = Object.assign({}, ...matches.map((match) => knownWords((match?.loaderData as { messages?: PageWordsSource } | undefined)?.messages))) as Record<string, string | undefined>;
  return [{ title: words["dashboard.meta.title"] ?? "" }, { name: "description", content: words["dashboard.meta.description"] ?? "" }];
};

/** How many days of visitors each card shows. */
const VISITOR_DAYS = 30;

// In the session's round trip (docs/decisions/0915-a-signed-in-page-in-one-round-trip.md): the projects, the templates
// and the visitor counts of the published ones (found by a subquery, not by reading the projects first).
const dashboardReads = sessionReads("routes/dashboard", ({ db, userId, now }) => [userProjectsQuery(db, userId), templatesQuery(db), dailyVisitorsQuery(db, publishedProjectIds(db, userId), VISITOR_DAYS, now)] as const);

export const middleware: Route.MiddlewareFunction[] = [dashboardReads.middleware];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = await requireSessionAccount(request, context);
  const {
    rows: [projectRows, templates, visitRows],
    now,
  } = await dashboardReads.rows({ request, params, context });
  const projects = await settledProjects(app, projectRows);
  const language = await requestLanguage(request, context);
  // The business kinds' names in the reader's language, without sending the chat's whole `facts` namespace.
  const [facts, templateWords] = await Promise.all([pageMessages(language, ["facts"]) as Promise<Readonly<Record<string, string | undefined>>>, templateWordsIn(language)]);
  const visits = dailyVisitorsOf(visitRows, projects.filter((project) => project.publishedAt).map((project) => project.id), VISITOR_DAYS, now);
  return {
    projects: projects.map((project) => {
      // Each card draws its site from a few words and colours, not the site itself (docs/decisions/0881-dashboard-cards-drawn-without-the-site.md).
      const document = projectDocument(project);
      const kindName = project.businessKind ? ((isBusinessKindCode(project.businessKind) ? facts[kindNameKey(project.businessKind)] : undefined) ?? businessKindByCode(project.businessKind)?.name ?? null) : null;
      return { ...toProjectView(project), kindName, publicUrl: publicSiteUrl(app.env, project.slug), visits: visits.get(project.id) ?? null, preview: document ? cardPreviewOf(document) : null };
    }),
    templateTitles: Object.fromEntries(templates.map((template) => [template.slug, templateWords(template).title])),
    timeZone: user.timeZone,
  };
}

/**
 * The card actions (docs/decisions/0300-one-door-per-project-action.md): the form's fields (intent,
 * projectId, name) read into the one intent, the person's project found, the intent run and answered as
 * the editor's are. A form without a project id is a 400 with words; someone else's project the 404 page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = await requireSessionAccount(request, context);
  const input = await readProjectIntent(request, "form");
  if (parseProjectId(input.fields.projectId) === null) return data({ ok: false, error: "dashboard.noProject" }, { status: 400 });
  return answerProjectIntent(app, user, await ownedProjectOr404(app, user, input.fields.projectId), input.intent);
}

type Card = ProjectView & { kindName: string | null; publicUrl: string; visits: SiteAnalytics["days"] | null; preview: CardPreview | null };

function CopyLinkButton({ url }: { url: string }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn-ghost h-8 px-3 text-xs"
      onClick={() => {
        void navigator.clipboard?.writeText(url).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      {copied ? t("dashboard.action.linkCopied") : t("dashboard.action.copyLink")}
    </button>
  );
}

/** Always mounted, opened by `open`, so closing it gives focus back to the Delete button. */
function ConfirmDelete({ project, open, onClose }: { project: Card; open: boolean; onClose: () => void }) {
  const fetcher = useFetcher();
  const { t } = useT();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={`delete-${project.id}`} className="w-[min(26rem,calc(100vw-2rem))] p-6">
      <h2 id={`delete-${project.id}`} className="font-display text-2xl font-semibold">{t("dashboard.delete.title", { name: project.name })}</h2>
      <p className="mt-2 text-sm leading-6 text-ink-soft">
        {project.published ? t("dashboard.delete.textPublished") : t("dashboard.delete.text")}
      </p>
      <fetcher.Form method="post" className="mt-6 flex justify-end gap-2" onSubmit={() => setTimeout(onClose, 0)}>
        <input type="hidden" name="projectId" value={project.id} />
        <button type="button" className="btn-ghost" onClick={onClose} autoFocus>{t("dashboard.delete.keep")}</button>
        <button type="submit" name="intent" value="delete" className="btn bg-red-700 text-white hover:bg-red-800">{t("dashboard.action.delete")}</button>
      </fetcher.Form>
    </ModalDialog>
  );
}

function ProjectCard({ project, templateTitle, timeZone }: { project: Card; templateTitle: string; timeZone: string | null }) {
  const { t, text, rich, locale } = useT();
  const fetcher = useFetcher<typeof action>();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const busy = fetcher.state !== "idle";
  const error = fetcher.data?.error;
  const hasSite = project.hasSite;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm" data-testid="project-card" aria-label={project.name}>
      {hasSite && project.preview ? <SiteThumbnail preview={project.preview} /> : (
        <div className="grid aspect-[16/10] place-items-center bg-gradient-to-br from-brand-50 to-coral-400/10 text-sm text-ink-soft">
          {project.status === "generating" ? t("dashboard.card.writing") : t("dashboard.card.noPreview")}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          {renaming ? (
            <fetcher.Form method="post" className="flex flex-1 gap-2" onSubmit={() => setRenaming(false)}>
              <input type="hidden" name="projectId" value={project.id} />
              <label htmlFor={`rename-${project.id}`} className="sr-only">{t("dashboard.card.newName")}</label>
              <input id={`rename-${project.id}`} name="name" defaultValue={project.name} maxLength={80} autoFocus className="h-9 min-w-0 flex-1 rounded-lg border border-line px-2.5 text-sm" />
              <button type="submit" name="intent" value="rename" className="btn-primary h-9 px-3 text-xs">{t("dashboard.action.save")}</button>
            </fetcher.Form>
          ) : (
            <h2 className="font-semibold text-ink">{project.name}</h2>
          )}
          <StatusBadge status={project.status} />
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-ink-soft">
          <dt className="sr-only">{t("dashboard.card.business")}</dt>
          <dd className="col-span-2 truncate" title={project.business}>{project.kindName ?? project.business}</dd>
          {project.location ? (<><dt className="sr-only">{t("dashboard.card.location")}</dt><dd className="truncate">{project.location}</dd></>) : null}
          <dt className="sr-only">{t("dashboard.card.template")}</dt>
          <dd className="truncate">{templateTitle}</dd>
          <dt className="sr-only">{t("dashboard.card.updated")}</dt>
          <dd className="col-span-2">{rich("dashboard.card.updatedAt", { when: dashboardDate(project.updatedAt, locale, timeZone), time: (chunks) => <time dateTime={project.updatedAt}>{chunks}</time> })}</dd>
        </dl>
        {project.published ? (
          <p className="truncate text-xs">
            <a href={project.publicPath} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2">{project.publicUrl}</a>
            {project.unpublishedChanges ? <span className="ms-1 text-amber-700">· {t("dashboard.card.unpublishedChanges")}</span> : null}
          </p>
        ) : null}
        {project.visits ? <VisitorsSummary days={project.visits} /> : null}
        {error ? <p role="alert" className="text-xs text-red-700">{text(error)}</p> : project.error ? <p className="text-xs text-red-700">{text(project.error)}</p> : null}
        <fetcher.Form method="post" className="mt-auto flex flex-wrap gap-2 border-t border-line pt-3">
          <input type="hidden" name="projectId" value={project.id} />
          {hasSite ? <Link to={`/u/projects/${project.id}`} className="btn-primary h-8 px-3 text-xs">{t("dashboard.action.open")}</Link> : null}
          {hasSite && project.status !== "generating" ? (
            project.published ? (
              <button type="submit" name="intent" value="unpublish" disabled={busy} className="btn-ghost h-8 px-3 text-xs">{t("dashboard.action.unpublish")}</button>
            ) : (
              <button type="submit" name="intent" value="publish" disabled={busy} className="btn-brand h-8 px-3 text-xs">{t("dashboard.action.publish")}</button>
            )
          ) : null}
          {project.published ? <CopyLinkButton url={project.publicUrl} /> : null}
          <button type="button" className="btn-ghost h-8 px-3 text-xs" onClick={() => setRenaming(!renaming)}>{t("dashboard.action.rename")}</button>
          <button type="submit" name="intent" value="regenerate" disabled={busy || project.status === "generating"} className="btn-ghost h-8 px-3 text-xs">{t("dashboard.action.regenerate")}</button>
          {hasSite ? <a href={`/api/v1/projects/${project.id}/export`} download className="btn-ghost h-8 px-3 text-xs">{t("dashboard.action.download")}</a> : null}
          <button type="button" className="btn-ghost h-8 px-3 text-xs text-red-700" onClick={() => setDeleting(true)}>{t("dashboard.action.delete")}</button>
        </fetcher.Form>
      </div>
      <ConfirmDelete project={project} open={deleting} onClose={() => setDeleting(false)} />
    </li>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { projects, templateTitles, timeZone } = loaderData;
  const { t } = useT();
  const revalidator = useRevalidator();
  const generating = projects.some((project) => project.status === "generating");
  // While a site is being written, the cards follow its progress.
  useEffect(() => {
    if (!generating) return;
    const timer = setInterval(() => void revalidator.revalidate(), 1500);
    return () => clearInterval(timer);
  }, [generating, revalidator]);

  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight">{t("dashboard.title")}</h1>
          <p className="mt-1 text-sm text-ink-soft">
            {t("dashboard.lead")} <span data-testid="project-count">{t("dashboard.count", { count: projects.length })}</span>
          </p>
        </div>
        <Link to="/u/chat" className="btn-brand">{t("dashboard.newSite")}</Link>
      </div>
      {projects.length === 0 ? (
        <div className="mt-10 rounded-3xl border border-dashed border-line bg-white px-6 py-16 text-center">
          <h2 className="font-display text-2xl font-semibold">{t("dashboard.empty.title")}</h2>
          <p className="mx-auto mt-2 max-w-md text-sm text-ink-soft">{t("dashboard.empty.text")}</p>
          <Link to="/u/chat" className="btn-primary mt-6">{t("dashboard.empty.start")}</Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-3" aria-label={t("dashboard.title")}>
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} templateTitle={templateTitles[project.template] ?? project.template} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </main>
  );
}
