import { useEffect, useState } from "react";
import { data, Link, useFetcher, useRevalidator } from "react-router";
import { screenError } from "~/lib/error-text";
import { requireSessionAccount } from "~/.server/session";
import { appContext } from "~/.server/context";
import type { AppContext } from "@server/context";
import type { User } from "@server/db/schema";
import { parseProjectId, runProjectIntent } from "@server/projects/intents";
import { projectDocument, requireOwnedProject, toProjectView } from "@server/projects/projects";
import { publicSiteUrl } from "@server/sites/publish/published-sites";
import { countSiteMessages, listSiteMessages, MESSAGE_FOLDERS, type MessageFolder } from "@server/sites/publish/site-messages";
import { telHref } from "@core/sites/links";
import { StatusBadge } from "../components/projects/status-badge";
import { canvasStyle } from "@server/sites/render/render-site";
import { SiteEditor } from "../components/editor/site-editor";
import { DomainError } from "@core/errors";
import { INTENT_MESSAGES, parseProjectIntent, type ProjectIntent } from "@core/projects/intents";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import type { Route } from "./+types/project";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.project.name ?? "Project"} · May` }];

/** The project of the URL, if the user may see it; a non-numeric id is as absent as someone else's project. */
async function ownedProject(app: AppContext, user: User, id: string) {
  const projectId = parseProjectId(id);
  if (projectId === null) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.notFound);
  return requireOwnedProject(app, user, projectId);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = await requireSessionAccount(request, context);
  const project = await ownedProject(app, user, params.id).catch((error: unknown) => {
    // Someone else's project, or an id that cannot be one, is the 404 page (docs/decisions/0041-another-users-project-is-404.md).
    const refusal = screenError(error);
    throw data(refusal.message, { status: refusal.status });
  });
  const asked = new URL(request.url).searchParams.get("folder") ?? "inbox";
  const document = projectDocument(project);
  const folder: MessageFolder = (MESSAGE_FOLDERS as readonly string[]).includes(asked) ? (asked as MessageFolder) : "inbox";
  return {
    project: { ...toProjectView(project), publicUrl: publicSiteUrl(app.env, project.slug) },
    document,
    canvas: document ? canvasStyle(document) : null,
    folder,
    messages: await listSiteMessages(app, project, { folder }),
    counts: await countSiteMessages(app, project),
  };
}

const NOT_JSON = Symbol("not JSON");

/**
 * The editor's actions: a JSON body parsed into the one intent schema and run by the one runner
 * (docs/decisions/0300-one-door-per-project-action.md). A bad body is a 400 with words, never a 500.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = await requireSessionAccount(request, context);
  const body: unknown = await request.json().catch(() => NOT_JSON);
  try {
    const owned = await ownedProject(app, user, params.id);
    if (body === NOT_JSON) return data({ ok: false, error: INTENT_MESSAGES.notJson }, { status: 400 });
    const parsed = parseProjectIntent(body);
    if (!parsed.ok) return data({ ok: false, error: parsed.error }, { status: 400 });
    const project = await runProjectIntent(app, owned, parsed.intent);
    return { ok: true, error: null, status: project.status };
  } catch (error) {
    const refusal = screenError(error);
    return data({ ok: false, error: refusal.message }, { status: refusal.status });
  }
}

/** A visitor's phone number, as a tap-to-call link when it makes one (the renderer's own rule). */
function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? <a href={href} className="font-normal whitespace-nowrap text-brand-700">{phone}</a> : <span className="font-normal whitespace-nowrap">{phone}</span>;
}

const MESSAGE_FOLDER_LABELS: readonly (readonly [MessageFolder, string])[] = [
  ["inbox", "Inbox"],
  ["archived", "Archived"],
  ["spam", "Spam"],
];

export default function ProjectScreen({ loaderData }: Route.ComponentProps) {
  const { project, document, canvas, messages, folder, counts } = loaderData;
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
          <Link to="/u/dashboard" className="text-sm font-medium text-ink-soft hover:text-ink">← Projects</Link>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <h1 className="font-display text-3xl font-semibold tracking-tight">{project.name}</h1>
            <StatusBadge status={project.status} />
          </div>
          {project.published ? (
            <p className="mt-1 text-sm">
              Live at <a href={project.publicPath} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2">{project.publicUrl}</a>
              {project.unpublishedChanges ? <span className="text-amber-700"> · you have changes that are not published yet</span> : null}
            </p>
          ) : null}
          <label className="mt-1 flex items-center gap-2 text-sm text-ink-soft">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={project.settings.hideFromSearch}
              disabled={busy}
              onChange={(event) => send({ intent: "settings", hideFromSearch: event.currentTarget.checked })}
            />
            Hide from search engines{project.published ? " (the page changes when you republish)" : ""}
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-ghost" disabled={busy || project.status === "generating"} onClick={() => send({ intent: "regenerate" })}>Regenerate site</button>
          {project.published ? (
            <button type="button" className="btn-ghost" disabled={busy} onClick={() => send({ intent: "unpublish" })}>Unpublish</button>
          ) : null}
          <button type="button" className="btn-brand" disabled={busy || !document || dirty || project.status === "generating"} title={dirty ? "Save your changes first" : undefined} onClick={() => send({ intent: "publish" })}>
            {project.published ? "Republish" : "Publish"}
          </button>
        </div>
      </div>
      {fetcher.data?.error ? <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-800">{fetcher.data.error}</p> : null}
      {project.status === "generating" ? <p role="status" className="mt-3 text-sm text-ink-soft">May is writing a new version of this site…</p> : null}
      {document && project.error && project.status !== "generating" ? <p role="status" className="mt-3 text-sm text-amber-800">{project.error}</p> : null}

      {!document || !canvas ? (
        <p className="mt-10 rounded-2xl border border-dashed border-line bg-white p-10 text-center text-ink-soft">{project.error ?? "This site has not been generated yet."}</p>
      ) : (
        <SiteEditor
          projectId={project.id}
          projectName={project.name}
          savedDocument={document}
          savedVersion={project.updatedAt}
          canvas={canvas}
          publicPath={project.publicPath}
          busy={busy}
          send={send}
          onDirtyChange={setDirty}
        />
      )}

      <section id="messages" className="mt-10 scroll-mt-20" aria-labelledby="messages-title">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="messages-title" className="font-display text-2xl font-semibold">Messages</h2>
          <label className="flex items-center gap-2 text-sm text-ink-soft">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={project.settings.emailLeads}
              disabled={busy}
              onChange={(event) => send({ intent: "settings", emailLeads: event.currentTarget.checked })}
            />
            Email me about new messages
          </label>
        </div>
        <nav aria-label="Message folders" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          {MESSAGE_FOLDER_LABELS.map(([name, label]) => (
            <Link
              key={name}
              to={`?folder=${name}#messages`}
              preventScrollReset
              aria-current={folder === name ? "page" : undefined}
              className={`rounded-full px-3 py-1 font-medium ${folder === name ? "bg-ink text-white" : "text-ink-soft ring-1 ring-line hover:bg-brand-50"}`}
            >
              {label} ({counts[name]}){name === "inbox" && counts.unread > 0 ? ` · ${counts.unread} new` : ""}
            </Link>
          ))}
          <a href={`/api/v1/projects/${project.id}/messages.csv`} download className="ml-auto font-medium text-brand-700 underline underline-offset-2">Export CSV</a>
        </nav>
        {messages.length === 0 ? (
          <p className="mt-3 text-sm text-ink-soft">{folder === "inbox" ? "Messages visitors send through your site’s contact form will appear here." : folder === "spam" ? "No spam. Messages that look like spam land here instead of your inbox." : "Nothing archived."}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {messages.map((message) => (
              <li key={message.id} className={`rounded-2xl border bg-white p-4 ${message.read || folder === "spam" ? "border-line" : "border-brand-300"}`} data-testid="site-message" data-read={message.read}>
                <p className="text-sm font-semibold">
                  {!message.read && folder !== "spam" ? <span className="mr-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-900">New</span> : null}
                  {message.name} <a href={`mailto:${message.email}`} className="font-normal text-brand-700">{message.email}</a>
                  {message.phone ? <> · <PhoneLink phone={message.phone} /></> : null}
                </p>
                <p className="mt-1 text-sm whitespace-pre-wrap text-ink-soft">{message.message}</p>
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
                  <time dateTime={message.createdAt} className="text-ink-soft">{new Date(message.createdAt).toUTCString()}</time>
                  <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: your message to ${project.name}`)}`} className="font-medium text-brand-700">Reply</a>
                  {folder !== "spam" ? (
                    <button type="button" className="font-medium text-brand-700" disabled={busy} onClick={() => send({ intent: "message", messageId: message.id, read: !message.read })}>
                      {message.read ? "Mark unread" : "Mark read"}
                    </button>
                  ) : null}
                  {folder !== "spam" ? (
                    <button type="button" className="font-medium text-brand-700" disabled={busy} onClick={() => send({ intent: "message", messageId: message.id, archived: !message.archived })}>
                      {message.archived ? "Move to inbox" : "Archive"}
                    </button>
                  ) : null}
                  <button type="button" className="font-medium text-brand-700" disabled={busy} onClick={() => send({ intent: "message", messageId: message.id, spam: !message.spam })}>
                    {message.spam ? "Not spam" : "Spam"}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
