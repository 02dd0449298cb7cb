import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { SiteMessageView, MessageFolder } from "@server/leads";
import type { ProjectIntent } from "@core/projects/intents";
import { REPLY_MAX_LENGTH } from "@core/projects/inbox";
import { telHref } from "@core/sites/links";
import { shownTimeZone } from "@core/time-zone";
import { useT } from "~/lib/i18n";

/** What the project route's action answers (app/routes/project.tsx). */
export interface IntentAnswer {
  ok: boolean;
  error: string | null;
}

/** Sends one project intent to the page's own action, the one door (docs/decisions/0300-one-door-per-project-action.md). */
export function submitIntent(fetcher: ReturnType<typeof useFetcher<IntentAnswer>>, intent: ProjectIntent) {
  // JSON.parse(JSON.stringify()) gives React Router the plain JSON value its submit type asks for.
  void fetcher.submit(JSON.parse(JSON.stringify(intent)) as Record<string, never>, { method: "post", encType: "application/json" });
}

/** A visitor's phone number, as a tap-to-call link when it makes one (the renderer's own rule). */
function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? <a href={href} className="font-normal whitespace-nowrap text-brand-700">{phone}</a> : <span className="font-normal whitespace-nowrap">{phone}</span>;
}

/** A moment as the owner reads it in the list, in their zone (named once, above the list) and their language. */
function formatMoment(at: string, locale: string, timeZone: string | null) {
  // English keeps the day-first form the inbox always had ("23 Nov 2026, 14:05").
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, { dateStyle: "medium", timeStyle: "short", timeZone: shownTimeZone(timeZone) }).format(new Date(at));
}

const action = "font-medium text-brand-700 underline-offset-2 hover:underline disabled:text-ink-soft";

/**
 * The reply box under a message: written here, mailed to the visitor with reply-to the owner once the visitor
 * confirmed their address (docs/decisions/0874-replies-wait-for-the-visitor-to-confirm-their-address.md).
 */
function ReplyForm({ message, onDone }: { message: SiteMessageView; onDone: () => void }) {
  const { t, text } = useT();
  const fetcher = useFetcher<IntentAnswer>();
  const [body, setBody] = useState("");
  const id = useId();
  const sending = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok) onDone();
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  return (
    <form
      className="mt-3 rounded-xl border border-line bg-stone-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submitIntent(fetcher, { intent: "reply", messageId: message.id, body });
      }}
    >
      <label htmlFor={id} className="text-xs font-semibold">
        {t("panels.inbox.replyTo", { name: message.name })} <span className="font-normal text-ink-soft">({message.email})</span>
      </label>
      <textarea id={id} value={body} onChange={(event) => setBody(event.target.value)} rows={4} maxLength={REPLY_MAX_LENGTH} required autoFocus className="mt-1 w-full rounded-lg border border-line bg-white px-2.5 py-2 text-sm" />
      <p className="text-xs text-ink-soft">{t("panels.inbox.replyNote", { name: message.name })}</p>
      {answer?.error ? <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-800">{text(answer.error)}</p> : null}
      <div className="mt-2 flex gap-2">
        <button type="submit" className="btn-primary h-9 px-4 text-xs" disabled={sending || body.trim() === ""}>{sending ? t("panels.inbox.sending") : t("panels.inbox.send")}</button>
        <button type="button" className="btn-ghost h-9 px-3 text-xs" disabled={sending} onClick={onDone}>{t("panels.inbox.cancel")}</button>
      </div>
    </form>
  );
}

/** One visitor's message with the owner's actions: read, archive, spam, delete (with undo, in the inbox) and reply. */
export function MessageCard({ message, folder, timeZone, onDelete }: { message: SiteMessageView; folder: MessageFolder; timeZone: string | null; onDelete: (message: SiteMessageView) => void }) {
  const { t, text, locale } = useT();
  const fetcher = useFetcher<IntentAnswer>();
  const [replying, setReplying] = useState(false);
  const busy = fetcher.state !== "idle";
  const change = (marks: { read?: boolean; archived?: boolean; spam?: boolean }) => submitIntent(fetcher, { intent: "message", messageId: message.id, ...marks });
  const error = fetcher.state === "idle" ? fetcher.data?.error : null;
  return (
    <li className={`rounded-2xl border bg-white p-4 ${message.read || folder === "spam" ? "border-line" : "border-brand-300"}`} data-testid="site-message" data-read={message.read}>
      <p className="text-sm font-semibold break-words">
        {!message.read && folder !== "spam" ? <span className="me-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-900">{t("panels.inbox.new")}</span> : null}
        {message.name} <a href={`mailto:${message.email}`} className="font-normal break-all text-brand-700">{message.email}</a>
        {message.phone ? <> · <PhoneLink phone={message.phone} /></> : null}
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink-soft">{message.message}</p>
      {message.replies.length > 0 ? (
        <ul className="mt-2 space-y-2 border-s-2 border-brand-200 ps-3" aria-label={t("panels.inbox.replies")}>
          {message.replies.map((reply) => (
            <li key={reply.sentAt} className="text-sm" data-testid="message-reply" data-status={reply.status}>
              <p className="text-xs text-ink-soft">
                {reply.status === "sent" ? t("panels.inbox.replied") : t("panels.inbox.wrote")} · <time dateTime={reply.sentAt}>{formatMoment(reply.sentAt, locale, timeZone)}</time>
                {reply.status === "waiting" ? (
                  <span className="ms-2 rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-900">{t("panels.inbox.waiting", { name: message.name })}</span>
                ) : null}
              </p>
              <p className="break-words whitespace-pre-wrap">{reply.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs">
        <time dateTime={message.createdAt} className="text-ink-soft" data-testid="message-time">{formatMoment(message.createdAt, locale, timeZone)}</time>
        {folder !== "spam" ? (
          <button type="button" className={action} disabled={busy || replying} aria-expanded={replying} onClick={() => setReplying(true)}>{t("panels.inbox.reply")}</button>
        ) : null}
        {folder !== "spam" ? (
          <button type="button" className={action} disabled={busy} onClick={() => change({ read: !message.read })}>{message.read ? t("panels.inbox.markUnread") : t("panels.inbox.markRead")}</button>
        ) : null}
        {folder !== "spam" ? (
          <button type="button" className={action} disabled={busy} onClick={() => change({ archived: !message.archived })}>{message.archived ? t("panels.inbox.moveToInbox") : t("panels.inbox.archive")}</button>
        ) : null}
        <button type="button" className={action} disabled={busy} onClick={() => change({ spam: !message.spam })}>{message.spam ? t("panels.inbox.notSpam") : t("panels.inbox.spam")}</button>
        <button type="button" className="font-medium text-red-700 underline-offset-2 hover:underline disabled:text-ink-soft" disabled={busy} onClick={() => onDelete(message)}>{t("panels.inbox.delete")}</button>
      </div>
      {error ? <p role="alert" className="mt-2 text-xs text-red-800">{text(error)}</p> : null}
      {replying ? <ReplyForm message={message} onDone={() => setReplying(false)} /> : null}
    </li>
  );
}
