import type { FollowUp } from "@core/chat/follow-up-schema";
import { directionOf } from "@core/sites/language-direction";
import { AssistantBubble, UserBubble } from "./bubbles";

/**
 * The chat after the site is made (docs/decisions/0610-the-chat-keeps-listening-after-the-site-is-made.md): each of
 * the owner's messages and May's answer, in the reader's language (the page's loader words them): what changed in the
 * draft with an Undo, what Undo did, or the honest answer naming the editor's place.
 */
export function FollowUpThread({ items, undoing, onUndo }: { items: readonly FollowUp[]; undoing: string | null; onUndo: (id: string) => void }) {
  return (
    <div className="flex flex-col gap-3" data-testid="follow-ups">
      {items.map((item, at) => {
        const reply = item.reply;
        // Undo is offered on the newest change only: an older one is undone from History (the site changed since).
        const newest = at === items.findLastIndex((candidate) => candidate.reply.kind === "applied" && !candidate.reply.undone);
        return (
          <section key={item.id} className="flex flex-col gap-3" data-testid="follow-up" data-reply={reply.kind === "applied" ? (reply.undone ? "undone" : "applied") : reply.topic}>
            <UserBubble text={item.message} />
            <div lang={item.language} dir={directionOf(item.language)}>
              {reply.kind === "answer" ? (
                <AssistantBubble text={reply.text} />
              ) : reply.undone ? (
                <AssistantBubble text={reply.words.undone} />
              ) : (
                <AssistantBubble text={reply.words.applied}>
                  <ul className="list-disc space-y-1 ps-5 text-sm text-ink" data-testid="follow-up-changes">
                    {reply.lines.map((line, index) => <li key={index}>{line}</li>)}
                  </ul>
                  {newest ? (
                    <button type="button" className="btn-ghost mt-3 h-9 px-3 text-sm" disabled={undoing !== null} onClick={() => onUndo(item.id)} data-testid="follow-up-undo">
                      {reply.words.undo}
                    </button>
                  ) : null}
                </AssistantBubble>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
