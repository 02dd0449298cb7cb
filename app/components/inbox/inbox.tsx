import { useEffect, useState } from "react";
import { Form, Link, useFetcher, useRevalidator } from "react-router";
import type { MessageFolder, SiteMessageView } from "@server/leads";
import { MESSAGE_UNDO_WINDOW_MS, SEARCH_MAX_LENGTH } from "@core/projects/inbox";
import { shownTimeZone } from "@core/time-zone";
import { apiRequest } from "~/lib/api-client";
import { z } from "zod";
import { useT } from "~/lib/i18n";
import { MessageCard, submitIntent, type IntentAnswer } from "./message-card";

/** What the project page's loader reads for the inbox (app/.server/inbox.ts). */
export interface InboxProps {
  projectId: number;
  /** The project's "Email me about new messages" switch (docs/decisions/0700-leads-by-email-and-a-digest.md). */
  emailLeads: boolean;
  inbox: {
    folder: MessageFolder;
    search: string;
    messages: SiteMessageView[];
    counts: Record<MessageFolder, number> & { unread: number };
    timeZone: string | null;
  };
}

const FOLDERS = ["inbox", "archived", "spam"] as const satisfies readonly MessageFolder[];
const FOLDER_LABELS = { inbox: "panels.inbox.folder.inbox", archived: "panels.inbox.folder.archived", spam: "panels.inbox.folder.spam" } as const satisfies Record<MessageFolder, string>;
const EMPTY = { inbox: "panels.inbox.empty.inbox", archived: "panels.inbox.empty.archived", spam: "panels.inbox.empty.spam" } as const satisfies Record<MessageFolder, string>;

/** The undo note stays a little shorter than the server's window, so an Undo it offers is never refused. */
const UNDO_SHOWN_MS = MESSAGE_UNDO_WINDOW_MS - 3000;

const timeZoneAnswer = z.object({ data: z.object({ timeZone: z.string() }) });

/**
 * Stores the browser's time zone on the account when it differs from the stored one
 * (docs/decisions/0871-times-in-the-owners-time-zone.md), then reads the page again so times follow it.
 */
function useBrowserTimeZone(stored: string | null) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!browser || browser === stored) return;
    const controller = new AbortController();
    void apiRequest("/users/me/time-zone", timeZoneAnswer, { method: "PUT", body: { timeZone: browser }, signal: controller.signal }).then((result) => {
      if (result.data) void revalidator.revalidate();
    });
    return () => controller.abort();
    // Once per stored value: the revalidator's identity changes with every navigation state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);
}

/**
 * The project's inbox (docs/decisions/0703-spam-score-and-folder.md, 0870-inbox-delete-undo-search-reply.md):
 * folders, search, CSV export, and each message with its marks, reply and delete with undo. Every action
 * is a project intent sent to the page's own action.
 */
export function Inbox({ projectId, emailLeads, inbox }: InboxProps) {
  const { folder, search, messages, counts, timeZone } = inbox;
  const { t, text, locale } = useT();
  const number = new Intl.NumberFormat(locale);
  const zone = shownTimeZone(timeZone);
  const settings = useFetcher<IntentAnswer>();
  const remover = useFetcher<IntentAnswer>();
  const restorer = useFetcher<IntentAnswer>();
  // The message just deleted, for the undo note; `undoSent` once its Undo was pressed.
  const [deleted, setDeleted] = useState<{ id: number; name: string; undoSent: boolean } | null>(null);
  useBrowserTimeZone(timeZone);

  // The undo note goes away on its own before the window closes.
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => setDeleted(null), UNDO_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [deleted]);

  const restoring = restorer.state !== "idle";
  // The answer to this note's Undo (an older note's answer does not count).
  const undoAnswer = deleted?.undoSent && !restoring ? restorer.data : undefined;
  const undoNote = deleted && !undoAnswer?.ok ? deleted : null;

  function remove(message: SiteMessageView) {
    setDeleted({ id: message.id, name: message.name, undoSent: false });
    submitIntent(remover, { intent: "message", messageId: message.id, deleted: true });
  }

  function undo(note: { id: number; name: string }) {
    setDeleted({ ...note, undoSent: true });
    submitIntent(restorer, { intent: "message", messageId: note.id, deleted: false });
  }

  const removing = remover.state !== "idle";
  const removeError = remover.state === "idle" ? remover.data?.error : null;
  // A message on its way out is hidden at once (the page's data follows after the action).
  const shown = messages.filter((message) => !(deleted && removing && message.id === deleted.id));
  const folderLink = (name: MessageFolder) => `?folder=${name}${search ? `&q=${encodeURIComponent(search)}` : ""}#messages`;

  return (
    // Room below the list while the undo note floats over the page's foot, so it never hides the last message's buttons.
    <section id="messages" className={`mt-10 scroll-mt-20 ${undoNote ? "pb-24" : ""}`} aria-labelledby="messages-title">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="messages-title" className="font-display text-2xl font-semibold">{t("panels.inbox.title")}</h2>
        <label className="flex items-center gap-2 text-sm text-ink-soft">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={emailLeads}
            disabled={settings.state !== "idle"}
            onChange={(event) => submitIntent(settings, { intent: "settings", emailLeads: event.currentTarget.checked })}
          />
          {t("panels.inbox.emailMe")}
        </label>
      </div>
      <nav aria-label={t("panels.inbox.folders")} className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        {FOLDERS.map((name) => (
          <Link
            key={name}
            to={folderLink(name)}
            preventScrollReset
            aria-current={folder === name ? "page" : undefined}
            className={`rounded-full px-3 py-1 font-medium ${folder === name ? "bg-ink text-white" : "text-ink-soft ring-1 ring-line hover:bg-brand-50"}`}
          >
            {t(FOLDER_LABELS[name])} ({number.format(counts[name])})
            {name === "inbox" && counts.unread > 0 ? <> · {t("panels.inbox.unread", { count: counts.unread })}</> : null}
          </Link>
        ))}
        <a href={`/api/v1/projects/${projectId}/messages.csv`} download className="ms-auto font-medium text-brand-700 underline underline-offset-2">{t("panels.inbox.exportCsv")}</a>
      </nav>
      <Form method="get" role="search" preventScrollReset className="mt-3 flex flex-wrap items-center gap-2">
        <input type="hidden" name="folder" value={folder} />
        <label htmlFor="message-search" className="sr-only">{t("panels.inbox.searchLabel")}</label>
        <input
          id="message-search"
          name="q"
          type="search"
          defaultValue={search}
          key={search}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t("panels.inbox.searchPlaceholder")}
          className="h-10 min-w-0 flex-1 rounded-xl border border-line bg-white px-3 text-sm sm:max-w-sm"
        />
        <button type="submit" className="btn-ghost h-10 px-4 text-sm">{t("panels.inbox.search")}</button>
        {search ? <Link to={`?folder=${folder}#messages`} preventScrollReset className="text-sm font-medium text-brand-700 underline underline-offset-2">{t("panels.inbox.clearSearch")}</Link> : null}
      </Form>
      <p className="mt-2 text-xs text-ink-soft" data-testid="inbox-time-zone">
        {zone === "UTC" ? t("panels.inbox.timeZoneUtc") : t("panels.inbox.timeZone", { zone: zone.replaceAll("_", " ") })}
      </p>
      {search ? (
        <p role="status" className="mt-2 text-sm">
          {t("panels.inbox.searchResult", { count: messages.length, folder: t(FOLDER_LABELS[folder]), search })}
        </p>
      ) : null}
      {removeError ? <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-800">{text(removeError)}</p> : null}
      {shown.length === 0 && !search ? <p className="mt-3 text-sm text-ink-soft">{t(EMPTY[folder])}</p> : null}
      {shown.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {shown.map((message) => (
            <MessageCard key={message.id} message={message} folder={folder} timeZone={timeZone} onDelete={remove} />
          ))}
        </ul>
      ) : null}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-30 flex justify-center px-4">
        {undoNote ? (
          <div role="status" className="pointer-events-auto flex max-w-md items-center gap-4 rounded-2xl bg-ink px-4 py-3 text-sm text-white shadow-lg" data-testid="undo-delete">
            <span>{undoAnswer?.error ? text(undoAnswer.error) : t("panels.inbox.deleted", { name: undoNote.name })}</span>
            {!undoAnswer?.error ? (
              <button
                type="button"
                className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink disabled:opacity-60"
                disabled={removing || restoring}
                onClick={() => undo(undoNote)}
              >
                {t("panels.inbox.undo")}
              </button>
            ) : null}
            <button type="button" aria-label={t("common.close")} className="text-white/70 hover:text-white" onClick={() => setDeleted(null)}>✕</button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
