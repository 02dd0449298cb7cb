import { useEffect, useRef, useState } from "react";
import { data, Link, useFetcher, useRevalidator } from "react-router";
import { screenError } from "~/lib/error-text";
import { requireSessionAccount } from "~/.server/session";
import { appContext } from "~/.server/context";
import type { AppContext } from "@server/context";
import type { User } from "@server/db/schema";
import { parseProjectId, runProjectIntent } from "@server/projects/intents";
import { projectDocument, requireOwnedProject, toProjectView } from "@server/projects/projects";
import { publicSiteUrl } from "@server/sites/publish/published-sites";
import { loadInbox } from "~/.server/inbox";
import { Inbox } from "~/components/inbox/inbox";
import { SeoPanel, seoErrors } from "~/components/seo/seo-panel";
import { StatusBadge } from "../components/projects/status-badge";
import { editableFields, removableItem, valueAt, withoutItem, withoutSection, withText } from "@core/sites/editable-fields";
import { applyFacts, confirmSection } from "@core/sites/apply-facts";
import { NO_FACTS, ownerFactsSchema, type OwnerFacts } from "@core/sites/facts";
import { holdMessage } from "@core/sites/publishable";
import { FactsFields, factErrors } from "../components/facts/facts-fields";
import { FONT_PAIRS, type SiteDocument } from "@core/sites/site-document";
import { DomainError } from "@core/errors";
import { INTENT_MESSAGES, parseProjectIntent, type ProjectIntent } from "@core/projects/intents";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { FONT_PAIR_LABELS, THEME_PRESETS } from "@core/sites/theme-presets";
import { staleAnswer } from "~/lib/editor-history/stale-answer";
import { useEditorHistory } from "~/lib/editor-history/use-editor-history";
import { EditorHistoryControls, SaveStatus } from "../components/history/editor-history";
import { LogoEditor } from "~/components/brand/logo-editor";
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
  return {
    project: { ...toProjectView(project), publicUrl: publicSiteUrl(app.env, project.slug) },
    document: projectDocument(project),
    inbox: await loadInbox(app, user, project, new URL(request.url)),
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
    return { ok: true, error: null, status: project.status, versionId: project.versionId };
  } catch (error) {
    const refusal = screenError(error);
    return data({ ok: false, error: refusal.message, ...staleAnswer(error) }, { status: refusal.status });
  }
}

const SECTION_TITLES: Record<string, string> = {
  hero: "Header",
  services: "Services",
  about: "About",
  gallery: "Gallery",
  testimonials: "Testimonials",
  "hours-location": "Hours and location",
  faq: "Questions",
  contact: "Contact",
  footer: "Footer",
};

/**
 * Renders the draft on the server (the same renderer as publishing) so the preview follows each edit,
 * after a short pause in typing. A failed render is tried once more, then reported.
 */
function useDraftPreview(projectId: number, draft: SiteDocument | null, dirty: boolean) {
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!dirty || !draft) return;
    const controller = new AbortController();
    const render = () =>
      fetch(`/u/projects/${projectId}/render`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(draft),
        signal: controller.signal,
      }).catch(() => null);
    const timer = setTimeout(async () => {
      let response = await render();
      if (!response?.ok && !controller.signal.aborted) response = await render();
      if (controller.signal.aborted) return;
      setFailed(!response?.ok);
      if (response?.ok) setHtml(await response.text());
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [projectId, draft, dirty]);
  return { html: dirty ? html : null, failed: dirty && failed };
}

export default function ProjectScreen({ loaderData }: Route.ComponentProps) {
  const { project, document, inbox } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const [draft, setDraft] = useState<SiteDocument | null>(document);
  const [dirty, setDirty] = useState(false);
  const [device, setDevice] = useState<"desktop" | "phone">("desktop");
  const [tab, setTab] = useState<"design" | "content" | "details">("content");
  const [facts, setFacts] = useState<OwnerFacts>(document?.facts ?? NO_FACTS);
  const [showFactErrors, setShowFactErrors] = useState(false);
  const errors = showFactErrors ? factErrors(facts) : {};
  const savedVersion = useRef(project.updatedAt);
  const { html: preview, failed: previewFailed } = useDraftPreview(project.id, draft, dirty);
  const busy = fetcher.state !== "idle";
  const history = useEditorHistory({ projectId: project.id, versionId: project.versionId, status: project.status, draft, dirty, canAutosave: Object.keys(factErrors(facts)).length === 0 && (!draft || Object.keys(seoErrors(draft.seo)).length === 0), discard, edit: (next) => { setFacts(next.facts); edit(next); }, saved: document, send });

  // A save, a regenerated section or a finished generation brings a new saved copy: show it.
  useEffect(() => {
    if (project.updatedAt === savedVersion.current) return;
    savedVersion.current = project.updatedAt;
    // Unsaved edits are never replaced silently (docs/decisions/0822-autosave-and-no-lost-work.md).
    if (!history.takeServerDocument(project.versionId)) return;
    // The loader's new saved copy is the outside event the draft follows.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft(document);
    setFacts(document?.facts ?? NO_FACTS);
    setShowFactErrors(false);
    setDirty(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new saved copy
  }, [project.updatedAt, document]);

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

  function edit(next: SiteDocument) {
    setDraft(next);
    setDirty(true);
  }

  /** The facts as typed; the site follows them as soon as they are complete (docs/decisions/0500-owner-facts-and-nothing-invented.md). */
  function editFacts(next: OwnerFacts) {
    setFacts(next);
    setDirty(true);
    const parsed = ownerFactsSchema.safeParse(next);
    if (parsed.success && draft) setDraft(applyFacts(draft, parsed.data));
  }

  function save() {
    // Always clickable (autosave may have saved already): with nothing unsaved it has nothing to do.
    if (!draft || !dirty) return;
    if (Object.keys(factErrors(facts)).length > 0 || Object.keys(seoErrors(draft.seo)).length > 0) {
      setShowFactErrors(true);
      setTab("details");
      return;
    }
    history.saveNow();
  }

  function discard() {
    setDraft(document);
    setFacts(document?.facts ?? NO_FACTS);
    setShowFactErrors(false);
    setDirty(false);
  }

  /** Asks before a rewrite replaces the owner's work, and offers to undo it once done. */
  async function regenerate(intent: ProjectIntent, label: string, body: string) {
    if (!(await history.confirm({ title: `${label}?`, body, confirm: label, cancel: "Keep my site", danger: true }))) return;
    history.armUndo(intent.intent === "regenerate" ? "Site regenerated" : "Section rewritten");
    send(intent);
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
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <EditorHistoryControls history={history} projectId={project.id} versionId={project.versionId} published={project.published} unpublishedChanges={project.unpublishedChanges} restoreBlocked={dirty ? "Your latest edits are saving. Restore once they are saved." : project.status === "generating" ? "May is writing a new version. Restore once it is done." : null} onRestore={(versionId) => send({ intent: "restore", versionId })} />
          <button type="button" className="btn-ghost" disabled={busy || dirty || project.status === "generating"} onClick={() => void regenerate({ intent: "regenerate" }, "Regenerate site", "May writes the whole site again: new text, colours and fonts. Your current version stays in the history, and you can undo this right after.")}>Regenerate site</button>
          {project.published ? (
            <button type="button" className="btn-ghost" disabled={busy} onClick={() => send({ intent: "unpublish" })}>Unpublish</button>
          ) : null}
          <button type="button" className="btn-brand" disabled={busy || !draft || dirty || project.status === "generating"} onClick={() => send({ intent: "publish" })}>
            {project.published ? "Republish" : "Publish"}
          </button>
        </div>
      </div>
      {fetcher.data?.error ? <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-800">{fetcher.data.error}</p> : null}
      {project.status === "generating" ? <p role="status" className="mt-3 text-sm text-ink-soft">May is writing a new version of this site…</p> : null}
      {draft && project.error && project.status !== "generating" ? <p role="status" className="mt-3 text-sm text-amber-800">{project.error}</p> : null}

      {!draft ? (
        <p className="mt-10 rounded-2xl border border-dashed border-line bg-white p-10 text-center text-ink-soft">{project.error ?? "This site has not been generated yet."}</p>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[24rem_1fr]">
          <aside className="order-2 lg:order-1" aria-label="Editor">
            <div className="sticky top-20 rounded-2xl border border-line bg-white shadow-sm">
              <div role="tablist" aria-label="Editor" className="flex border-b border-line p-1.5">
                {(["content", "details", "design"] as const).map((name) => (
                  <button key={name} role="tab" type="button" aria-selected={tab === name} onClick={() => setTab(name)} className={`flex-1 rounded-xl px-3 py-2 text-sm font-medium ${tab === name ? "bg-ink text-white" : "text-ink-soft hover:bg-brand-50"}`}>
                    {name === "content" ? "Text" : name === "details" ? "Details" : "Design"}
                  </button>
                ))}
              </div>
              <div className="max-h-[calc(100dvh-14rem)] overflow-y-auto p-4" role="tabpanel">
                {tab === "details" ? (
                  <div>
                    <p className="mb-4 text-xs text-ink-soft">Your site states only what you give here: no reviews, prices, hours or numbers of its own. Empty fields stay off your site.</p>
                    {showFactErrors && Object.keys(errors).length ? <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-800">Some details are incomplete. Fill them in or remove them, then save.</p> : null}
                    <FactsFields facts={facts} onChange={editFacts} errors={errors} />
                    <div className="mt-6 border-t border-line pt-4">
                      <SeoPanel seo={draft.seo} onChange={(seo) => edit({ ...draft, seo })} url={project.publicUrl} hideFromSearch={project.settings.hideFromSearch} published={project.published} busy={busy} onHideFromSearch={(hidden) => send({ intent: "settings", hideFromSearch: hidden })} />
                    </div>
                  </div>
                ) : tab === "design" ? (
                  <div className="space-y-5">
                    <fieldset>
                      <legend className="text-sm font-semibold">Colours</legend>
                      <div className="mt-2 grid grid-cols-2 gap-2">
                        {THEME_PRESETS.map((preset) => {
                          const chosen = JSON.stringify(preset.palette) === JSON.stringify(draft.theme.palette);
                          return (
                            <button key={preset.name} type="button" aria-pressed={chosen} onClick={() => edit({ ...draft, theme: { ...draft.theme, palette: preset.palette } })} className={`flex items-center gap-2 rounded-xl border px-2.5 py-2 text-left text-xs font-medium ${chosen ? "border-brand-600 ring-2 ring-brand-500/30" : "border-line hover:border-ink/30"}`}>
                              <span className="flex" aria-hidden="true">
                                {[preset.palette.primary, preset.palette.accent, preset.palette.background].map((color) => <span key={color} className="-mr-1 size-4 rounded-full ring-2 ring-white" style={{ background: color }} />)}
                              </span>
                              {preset.name}
                            </button>
                          );
                        })}
                      </div>
                    </fieldset>
                    <div>
                      <label htmlFor="fonts" className="text-sm font-semibold">Fonts</label>
                      <select id="fonts" value={draft.theme.fonts} onChange={(event) => edit({ ...draft, theme: { ...draft.theme, fonts: event.target.value as SiteDocument["theme"]["fonts"] } })} className="mt-2 h-10 w-full rounded-xl border border-line bg-white px-3 text-sm">
                        {FONT_PAIRS.map((pair) => <option key={pair} value={pair}>{FONT_PAIR_LABELS[pair]}</option>)}
                      </select>
                    </div>
                    <LogoEditor document={draft} onChange={edit} />
                  </div>
                ) : (
                  <div className="space-y-3">
                    {draft.sections.map((section) => (
                      <details key={section.id} className="group rounded-xl border border-line" data-testid="section-editor">
                        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2.5 text-sm font-semibold [&::-webkit-details-marker]:hidden">
                          {SECTION_TITLES[section.type] ?? section.type}
                          <span className="text-xs font-normal text-ink-soft">
                            {section.hold === "needs-confirmation" ? <span className="text-amber-700">needs your confirmation</span> : section.hold ? <span className="text-amber-700">not on your site yet</span> : section.writer === "person" ? "edited" : `by ${section.writer}`}
                          </span>
                        </summary>
                        <div className="space-y-3 border-t border-line px-3 py-3">
                          {(() => {
                            const held = holdMessage(section);
                            if (!held) return null;
                            return (
                              <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-2.5 text-xs text-amber-900" data-testid="hold-note">
                                <p><strong>{held.title}.</strong> {held.body}</p>
                                <div className="mt-2 flex flex-wrap gap-2">
                                  {section.hold === "needs-confirmation" ? (
                                    <button type="button" className="btn-primary h-8 px-3 text-xs" onClick={() => { const next = confirmSection(draft, section.id); setFacts(next.facts); edit(next); }}>These are true: confirm</button>
                                  ) : (
                                    <button type="button" className="btn-primary h-8 px-3 text-xs" onClick={() => setTab("details")}>Add them</button>
                                  )}
                                </div>
                              </div>
                            );
                          })()}
                          {editableFields(section).map((field, at, fields) => {
                            const id = `${section.id}-${field.path.join("-")}`;
                            const value = valueAt(section, field.path);
                            const change = (text: string) => edit(withText(draft, section.id, field.path, text));
                            const item = removableItem(field);
                            const next = fields[at + 1];
                            const nextItem = next ? removableItem(next) : null;
                            const lastOfItem = item && !(nextItem && nextItem[0] === item[0] && nextItem[1] === item[1]);
                            const without = lastOfItem ? withoutItem(draft, section.id, item[0], item[1]) : null;
                            return (
                              <div key={id}>
                                <label htmlFor={id} className="text-xs font-medium text-ink-soft">{field.label}</label>
                                {field.multiline ? (
                                  <textarea id={id} value={value} rows={3} onChange={(event) => change(event.target.value)} className="mt-1 w-full rounded-lg border border-line px-2.5 py-2 text-sm" />
                                ) : (
                                  <input id={id} value={value} onChange={(event) => change(event.target.value)} className="mt-1 h-9 w-full rounded-lg border border-line px-2.5 text-sm" />
                                )}
                                {lastOfItem && item ? (
                                  <button type="button" className="mt-1 text-xs font-medium text-red-700 underline underline-offset-2 disabled:text-ink-soft disabled:no-underline" disabled={!without} title={without ? undefined : "This section needs it"} onClick={() => without && edit(without)}>
                                    Remove {field.label.split(" · ")[0]?.toLowerCase()}
                                  </button>
                                ) : null}
                              </div>
                            );
                          })}
                          <div className="flex flex-wrap gap-2">
                            <button type="button" className="btn-ghost h-8 px-3 text-xs" disabled={busy || dirty} onClick={() => void regenerate({ intent: "regenerate-section", sectionId: section.id }, "Rewrite this section", "May writes this section again. The text you have now stays in the history, and you can undo this right after.")}>
                              Rewrite this section
                            </button>
                            {withoutSection(draft, section.id) ? (
                              <button type="button" className="btn-ghost h-8 px-3 text-xs text-red-700" onClick={() => { const next = withoutSection(draft, section.id); if (next) edit(next); }}>
                                Remove section
                              </button>
                            ) : null}
                          </div>
                        </div>
                      </details>
                    ))}
                  </div>
                )}
              </div>
              <div className="flex items-center justify-between gap-2 border-t border-line p-3">
                <SaveStatus history={history} />
                <div className="flex gap-2">
                  <button type="button" className="btn-ghost h-9 px-3 text-xs" disabled={!dirty || busy} onClick={discard}>Discard</button>
                  <button type="button" className="btn-primary h-9 px-4 text-xs" disabled={busy} onClick={save}>Save</button>
                </div>
              </div>
            </div>
          </aside>
          <section className="order-1 lg:order-2" aria-label="Preview">
            <div className="mb-3 flex items-center justify-between">
              <h2 className="text-sm font-semibold">
                Preview{previewFailed ? <span role="status" className="ml-2 font-normal text-amber-700">could not show the latest edit (it is still in the editor)</span> : null}
              </h2>
              <div role="group" aria-label="Preview width" className="flex rounded-full border border-line bg-white p-1">
                {(["desktop", "phone"] as const).map((name) => (
                  <button key={name} type="button" aria-pressed={device === name} onClick={() => setDevice(name)} className={`rounded-full px-3 py-1 text-xs font-medium ${device === name ? "bg-ink text-white" : "text-ink-soft"}`}>
                    {name === "desktop" ? "Desktop" : "Phone"}
                  </button>
                ))}
              </div>
            </div>
            <div className="overflow-hidden rounded-2xl border border-line bg-stone-100 p-2 sm:p-4">
              <iframe
                // A fresh frame when the first edit arrives: moving one frame from src to srcdoc can lose the
                // edit to the saved page's load still in flight.
                key={preview ? "draft" : "saved"}
                title={`Preview of ${project.name}`}
                sandbox=""
                {...(preview ? { srcDoc: preview } : { src: `/u/projects/${project.id}/render?v=${encodeURIComponent(project.updatedAt)}` })}
                className={`mx-auto block h-[70dvh] rounded-xl border-0 bg-white shadow-sm transition-[width] ${device === "phone" ? "w-[390px] max-w-full" : "w-full"}`}
              />
            </div>
          </section>
        </div>
      )}

      <Inbox projectId={project.id} emailLeads={project.settings.emailLeads} inbox={inbox} />
    </main>
  );
}
