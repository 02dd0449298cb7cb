import { CHAT_STEP_ORDER, type ChatStepType } from "../constants";

/**
 * The five-step conversation of docs/product.md as pure functions over immutable values.
 * The UI, the localStorage copy and the server copy all hold the same shape. The zod schema of that shape is in
 * conversation-schema.ts, so the chat page can run these functions without zod in its first download.
 */

/** One step as docs/product.md persists it in localStorage 'chat-data', plus when it last changed (for merging). */
export interface ChatStep {
  type: ChatStepType;
  content: string | null;
  isOk: boolean;
  /** Milliseconds since the epoch; absent on steps never changed (and on data from older clients). */
  updatedAt?: number;
}

/** The five steps, always in CHAT_STEP_ORDER. */
export type Conversation = readonly ChatStep[];

/** Not in docs/product.md: a ceiling on one answer so a pasted novel cannot bloat storage or the sync body. */
export const CHAT_ANSWER_MAX_LENGTH = 2000;

/** Why an answer was refused; the UI turns each into a hint. */
export type ChatAnswerRefusal = "empty" | "too-long" | "wrong-step";

export type ChatAnswerResult = { ok: true; steps: Conversation } | { ok: false; reason: ChatAnswerRefusal };

const FINAL_STEP: ChatStepType = "final";

function unansweredStep(type: ChatStepType): ChatStep {
  return { type, content: null, isOk: false };
}

/** A new conversation: the five steps unanswered, in order. */
export function initialConversation(): Conversation {
  return CHAT_STEP_ORDER.map(unansweredStep);
}

/** Back to the start (the clear/reset button): every step unanswered, as docs/product.md says. */
export function resetConversation(): Conversation {
  return initialConversation();
}

/**
 * The step being asked: the first with isOk false. 'final' keeps isOk false, so a conversation that
 * has reached it stays on it (until reset).
 */
export function currentStep(steps: Conversation): ChatStep {
  return steps.find((step) => !step.isOk) ?? steps.at(-1) ?? unansweredStep(FINAL_STEP);
}

/** Between the owner's messages at 'final': the chat's input is one line, so a line break never splits one message. */
export const FINAL_MESSAGE_SEPARATOR = "\n";

/** The owner's messages at 'final', oldest first (its content holds them all, one per line). */
export function finalMessages(step: ChatStep): string[] {
  return (step.content ?? "").split(FINAL_MESSAGE_SEPARATOR).filter((line) => line.trim() !== "");
}

/**
 * Answers the current step with the trimmed text. On every step but 'final' that sets content and
 * isOk true, which moves the conversation on; on 'final' isOk stays false (docs/product.md) and each
 * message is added after the ones before it, so nothing the owner said there is lost and what was read
 * from earlier messages keeps its place (docs/decisions/0510-the-owner-confirms-what-may-understood.md).
 * Pass `expectedType` when the answer was meant for a particular step (a template's Apply button),
 * so a late double click cannot land on the next step. Refusals are values, never throws.
 */
export function answerCurrentStep(steps: Conversation, text: string, now: number, expectedType?: ChatStepType): ChatAnswerResult {
  const content = text.trim();
  if (content === "") return { ok: false, reason: "empty" };
  if (content.length > CHAT_ANSWER_MAX_LENGTH) return { ok: false, reason: "too-long" };
  const index = steps.findIndex((step) => !step.isOk);
  const target = steps[index];
  if (!target) return { ok: false, reason: "wrong-step" };
  if (expectedType !== undefined && target.type !== expectedType) return { ok: false, reason: "wrong-step" };
  const isFinal = target.type === FINAL_STEP;
  const said = isFinal && target.content ? `${target.content}${FINAL_MESSAGE_SEPARATOR}${content}` : content;
  if (said.length > CHAT_ANSWER_MAX_LENGTH) return { ok: false, reason: "too-long" };
  const answered: ChatStep = { type: target.type, content: said, isOk: !isFinal, updatedAt: now };
  return { ok: true, steps: steps.map((step, i) => (i === index ? answered : step)) };
}

/** Whether a reset would lose anything: some step has an answer (or a kept draft). */
export function hasProgress(steps: Conversation): boolean {
  return steps.some((step) => step.isOk || step.content !== null);
}

/**
 * A step counts as answered when the user sent something for it: isOk on the first four steps, and
 * content on 'final' (which never gets isOk).
 */
function isAnswered(step: ChatStep): boolean {
  if (step.content === null) return false;
  return step.isOk || step.type === FINAL_STEP;
}

/**
 * Restores the conversation invariants: 'final' never has isOk, and no step after an unanswered one
 * is answered (its content is kept, so the UI can offer it again, but it must be asked again).
 */
export function normaliseConversation(steps: readonly ChatStep[]): Conversation {
  let blocked = false;
  return steps.map((step) => {
    const isOk = step.isOk && !blocked && step.type !== FINAL_STEP;
    if (!isOk) blocked = true;
    return isOk === step.isOk ? step : { ...step, isOk };
  });
}

/**
 * Merges two copies of the conversation that both changed (this device's and the server's).
 * For each step, by position:
 * 1. a step answered on one side and not on the other keeps the answer, whatever the times, so
 *    nothing answered is ever lost (a reset on one device does not erase answers made meanwhile on
 *    another: a reset without a conflict is simply written over the older copy);
 * 2. otherwise the side with the newer `updatedAt` wins (a missing time counts as 0), and on equal
 *    times the remote side wins so every device converges on the server's copy;
 * then the result is normalised: 'final' keeps isOk false, and a step after an unanswered one loses
 * isOk but keeps its content and time.
 */
export function mergeConversations(local: Conversation, remote: Conversation): Conversation {
  const merged = CHAT_STEP_ORDER.map((type, i): ChatStep => {
    const mine = local[i]?.type === type ? local[i] : undefined;
    const theirs = remote[i]?.type === type ? remote[i] : undefined;
    if (!mine || !theirs) return mine ?? theirs ?? unansweredStep(type);
    const mineAnswered = isAnswered(mine);
    if (mineAnswered !== isAnswered(theirs)) return mineAnswered ? mine : theirs;
    return (mine.updatedAt ?? 0) > (theirs.updatedAt ?? 0) ? mine : theirs;
  });
  return normaliseConversation(merged);
}
