import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { requireSessionUser, sessionReads } from "~/.server/session";
import { conversationQuery, followUpsOf, siteLanguageOfReader, storedConversationOf } from "@server/chat";
import { templatesQuery } from "@server/projects";
import { AssistantBubble, UserBubble } from "../components/chat/bubbles";
import { ChatInput } from "../components/chat/chat-input";
import { FollowUpThread } from "../components/chat/follow-ups";
import { IdeaList } from "../components/chat/idea-list";
import { ResetDialog } from "../components/chat/reset-dialog";
import { TemplateGrid, type ChatTemplate } from "../components/chat/template-grid";
import { apiRequest, refusalMessage } from "../lib/api-client";
import { BUSINESS_KINDS, businessKindByCode, kindNameKey } from "@core/chat/business-kinds";
import { loadSavedConversationAnswer, loadSuggestionAnswer } from "../lib/chat/answer-schemas";
import {
  answerCurrentStep,
  currentStep,
  finalMessages,
  hasProgress,
  mergeConversations,
  resetConversation,
  type ChatAnswerRefusal,
  type ChatStep,
  type Conversation,
} from "@core/chat/conversation";
import { readStoredConversation, writeStoredConversation } from "../lib/chat/conversation-storage";
import { pickIdeas } from "../lib/chat/ideas";
import { ideasIn } from "../lib/chat/ideas.server";
import { randomSeed } from "@core/seeded-random";
import { STORAGE_KEYS, type ChatStepType } from "@core/constants";
import { useT } from "../lib/i18n";
import { metaText } from "../lib/meta-text";
import { requestLanguage, wordsIn } from "~/.server/language";
import { templateWordsIn } from "~/.server/template-words";
import type { AppMessageKey } from "@core/i18n/keys";
import { appLanguageOf } from "@core/i18n/app-languages";
import { useRevalidator } from "react-router";
import type { UnderstandingReview } from "@core/chat/understanding-review";
import type { SavedConversationBody } from "@core/chat/sync-schema";
import type { FollowUp } from "@core/chat/follow-up-schema";
import type { Route } from "./+types/chat";

// The last step's panel (project, facts, generation) and its answer checks load when the chat reaches it, not with
// the page (docs/performance.md); a page that opens on that step waits for it under its server-rendered HTML.
const GenerationPanel = lazy(() => import("../components/chat/generation-panel").then((module) => ({ default: module.GenerationPanel })));
const UnderstoodCard = lazy(() => import("../components/chat/understood-card").then((module) => ({ default: module.UnderstoodCard })));

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: metaText(loaderData?.messages, "chat.meta.title") },
  { name: "description", content: metaText(loaderData?.messages, "chat.meta.description") },
];

// In the session's round trip (docs/decisions/0915-a-signed-in-page-in-one-round-trip.md): the conversation's row (its
// follow-ups with it) and the templates.
const chatReads = sessionReads("routes/chat", ({ db, userId }) => [conversationQuery(db, userId), templatesQuery(db)] as const);

export const middleware: Route.MiddlewareFunction[] = [chatReads.middleware];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireSessionUser(request, context);
  const {
    rows: [conversationRows, templates],
  } = await chatReads.rows({ request, params, context });
  // The page's language (the session is already read): its words, its ideas, and a new site's language when the answers do not settle it.
  const language = await requestLanguage(request, context);
  const readerLanguage = siteLanguageOfReader(language);
  const conversation = await storedConversationOf(conversationRows[0], readerLanguage);
  // May's answers after the site is made in the reader's language (the site's may differ); the page reads them again after each message.
  const followUps = followUpsOf(conversationRows[0], readerLanguage);
  const [words, templateWords] = await Promise.all([wordsIn(language, ["chat", "facts"]), templateWordsIn(language)]);
  return {
    conversation,
    followUps,
    templates: templates.map((t): ChatTemplate => {
      const { title, description } = templateWords(t);
      return { id: t.id, slug: t.slug, title, desc: description, imageSrc: t.imageSrc };
    }),
    ideasSeed: randomSeed(),
    ideas: ideasIn(language, randomSeed()),
    userEmail: user.email,
    messages: words,
  };
}

/** May's question at each step: the conversation stores step types, never the question's words, so each reader gets their language. */
const QUESTIONS = {
  business: "chat.question.business",
  location: "chat.question.location",
  appName: "chat.question.appName",
  template: "chat.question.template",
  final: "chat.question.final",
} as const satisfies Record<ChatStepType, AppMessageKey>;

const PLACEHOLDERS = {
  business: "chat.placeholder.business",
  location: "chat.placeholder.location",
  appName: "chat.placeholder.appName",
  template: "chat.placeholder.template",
  final: "chat.placeholder.final",
} as const satisfies Record<ChatStepType, AppMessageKey>;

// The follow-ups' answer check, fetched with the first message after the site is made.
const loadFollowUpAnswer = () => import("@core/chat/follow-up-schema").then((module) => module.followUpAnswerSchema);


const REFUSAL_HINTS = {
  empty: "chat.hint.empty",
  "too-long": "chat.hint.tooLong",
  "wrong-step": "chat.hint.wrongStep",
} as const satisfies Record<ChatAnswerRefusal, AppMessageKey>;

/** Web Storage when the browser allows it (it can throw in private modes), else null. */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whose conversation this browser holds: the email in localStorage 'user', if any. */
function storedOwner(storage: Storage | null): string | null {
  try {
    const user: unknown = JSON.parse(storage?.getItem(STORAGE_KEYS.user) ?? "null");
    return user && typeof user === "object" && "email" in user && typeof user.email === "string" ? user.email : null;
  } catch {
    return null;
  }
}

const sameSteps = (a: Conversation, b: Conversation) => JSON.stringify(a) === JSON.stringify(b);

function isShownAsAnswered(step: ChatStep, current: ChatStep): boolean {
  return step !== current && step.isOk;
}

export default function Chat({ loaderData }: Route.ComponentProps) {
  const { conversation, templates, userEmail } = loaderData;
  const { t, text, language } = useT();
  const [steps, setSteps] = useState<Conversation>(conversation.steps);
  const stepsRef = useRef(steps);
  const version = useRef(conversation.version);
  const syncQueue = useRef<Promise<void>>(Promise.resolve());
  // Read by the generation panel's callbacks, which outlive the render that created them.
  const lastSaveFailed = useRef(false);
  const [ideasSeed, setIdeasSeed] = useState(loaderData.ideasSeed);
  const [draft, setDraft] = useState("");
  const [hint, setHint] = useState<string | null>(null);
  const [syncProblem, setSyncProblem] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [improving, setImproving] = useState(false);
  const [typedQuestion, setTypedQuestion] = useState<ChatStepType | null>(null);
  const [projectId, setProjectId] = useState<number | null>(conversation.projectId);
  // What May understood, as the server last read it; the card waits for the owner's answer before generation starts.
  const [review, setReview] = useState<UnderstandingReview | null>(conversation.understanding);
  // The kind the server read from the business answer (classified on the server, so its word lists stay out of this page).
  const [businessKind, setBusinessKind] = useState<string | null>(conversation.businessKind);
  // A new key after a reset, so the next pass through the final step starts a new generation.
  const [generationKey, setGenerationKey] = useState(0);
  // The messages after the site is made and May's answers, as the server stored them.
  const [followUps, setFollowUps] = useState<readonly FollowUp[]>(loaderData.followUps);
  const revalidator = useRevalidator();
  const readerSiteLanguage = appLanguageOf(language);
  // The loader's follow-ups (after a revalidation) are the server's, in the reader's language: they replace the shown ones.
  const [loadedFollowUps, setLoadedFollowUps] = useState(loaderData.followUps);
  if (loadedFollowUps !== loaderData.followUps) {
    setLoadedFollowUps(loaderData.followUps);
    setFollowUps(loaderData.followUps);
  }
  const [sendingFollowUp, setSendingFollowUp] = useState(false);
  const [undoing, setUndoing] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const current = currentStep(steps);
  const ideas = useMemo(() => pickIdeas(loaderData.ideas, ideasSeed), [loaderData.ideas, ideasSeed]);
  const templateTitle = useCallback((slug: string) => templates.find((t) => t.slug === slug)?.title ?? slug, [templates]);

  const show = useCallback((next: Conversation) => {
    stepsRef.current = next;
    setSteps(next);
    writeStoredConversation(browserStorage(), next);
  }, []);

  /** Saves to the account, one save at a time; a save the server had to merge brings the merge back. */
  const sync = useCallback(
    (next: Conversation) => {
      syncQueue.current = syncQueue.current.then(async () => {
        const result = await apiRequest("/chat", loadSavedConversationAnswer, { method: "PUT", body: { steps: next, version: version.current } });
        lastSaveFailed.current = Boolean(result.error);
        if (result.error) {
          setSyncProblem(true);
          return;
        }
        setSyncProblem(false);
        version.current = result.data.data.version;
        setReview(result.data.data.understanding);
        setBusinessKind(result.data.data.businessKind);
        if (result.data.data.merged && !sameSteps(result.data.data.steps, stepsRef.current)) show(result.data.data.steps);
      });
    },
    [show],
  );

  const update = useCallback(
    (next: Conversation) => {
      show(next);
      sync(next);
    },
    [show, sync],
  );

  // First visit on this device: this browser's copy is restored and reconciled with the account's.
  // localStorage can only be read after hydration (the server has none), so this sync from it is an effect; the
  // copy's checker loads on demand, so an answer typed meanwhile is in stepsRef and merged, not overwritten.
  useEffect(() => {
    let mounted = true;
    const storage = browserStorage();
    const owner = storedOwner(storage);
    void (owner && owner !== userEmail ? Promise.resolve(null) : readStoredConversation(storage)).then((local) => {
      if (!mounted) return;
      if (!local) {
        writeStoredConversation(storage, stepsRef.current);
        return;
      }
      if (!sameSteps(local, stepsRef.current)) update(mergeConversations(local, stepsRef.current));
    });
    return () => {
      mounted = false;
    };
    // Runs once per mount: later server copies arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Another tab or device saved (seen when the page revalidates on focus): merge it in.
  useEffect(() => {
    if (conversation.version <= version.current) return;
    version.current = conversation.version;
    setReview(conversation.understanding);
    setBusinessKind(conversation.businessKind);
    const merged = mergeConversations(stepsRef.current, conversation.steps);
    if (!sameSteps(merged, stepsRef.current)) show(merged);
  }, [conversation, show]);

  // Back online after a failed save: try again with what is on screen.
  useEffect(() => {
    if (!syncProblem) return;
    const retry = () => sync(stepsRef.current);
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [syncProblem, sync]);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [steps, typedQuestion]);

  /** The owner answered the card: its version is the conversation's newest, so the next save builds on it. */
  const answered = useCallback((saved: SavedConversationBody) => {
    version.current = saved.version;
    setReview(saved.understanding);
    setBusinessKind(saved.businessKind);
  }, []);

  /** Generation reads the answers from the account, so a save that failed is tried again first. */
  const saveBeforeGenerating = useCallback(() => {
    if (lastSaveFailed.current) sync(stepsRef.current);
    return syncQueue.current;
  }, [sync]);

  function answer(text: string, expected?: ChatStepType) {
    const result = answerCurrentStep(stepsRef.current, text, Date.now(), expected);
    if (!result.ok) {
      setHint(REFUSAL_HINTS[result.reason]);
      inputRef.current?.focus();
      return false;
    }
    setHint(null);
    setDraft("");
    update(result.steps);
    inputRef.current?.focus();
    return true;
  }

  /** A message after the site is made: read and answered by the server, never added to the answers. */
  async function sendFollowUp() {
    const message = draft.trim();
    if (message === "") {
      setHint(REFUSAL_HINTS.empty);
      return;
    }
    setSendingFollowUp(true);
    setHint(null);
    const result = await apiRequest("/chat/follow-ups", loadFollowUpAnswer, { method: "POST", body: { message } });
    if (result.error) {
      setSendingFollowUp(false);
      setHint(refusalMessage(result.error, "chat.error.syncFailed"));
      return;
    }
    setDraft("");
    await showFollowUp(result.data.data);
    setSendingFollowUp(false);
    inputRef.current?.focus();
  }

  async function undoFollowUp(id: string) {
    setUndoing(id);
    setHint(null);
    const result = await apiRequest(`/chat/follow-ups/${id}/undo`, loadFollowUpAnswer, { method: "POST", body: {} });
    if (!result.error) await showFollowUp(result.data.data);
    setUndoing(null);
    if (result.error) setHint(refusalMessage(result.error, "chat.error.syncFailed"));
  }

  /**
   * The API answers in the site's language; when the reader reads May in another, the page's loader words the thread
   * in theirs (its `followUps`), so it is read again rather than showing the API's words.
   */
  async function showFollowUp(item: FollowUp) {
    if (item.language === readerSiteLanguage) {
      setFollowUps((items) => (items.some((known) => known.id === item.id) ? items.map((known) => (known.id === item.id ? item : known)) : [...items, item]));
      return;
    }
    await revalidator.revalidate();
  }

  const afterSite = current.type === "final" && projectId !== null;

  function send() {
    if (afterSite) {
      if (!sendingFollowUp) void sendFollowUp();
      return;
    }
    if (current.type === "template" && draft.trim() !== "") {
      const wanted = draft.trim().toLowerCase();
      const match = templates.find((t) => t.title.toLowerCase() === wanted || t.slug === wanted);
      if (!match) {
        setHint("chat.hint.pickTemplate");
        return;
      }
      answer(match.slug, "template");
      return;
    }
    answer(draft);
  }

  function reset() {
    setConfirmingReset(false);
    setHint(null);
    setDraft("");
    setTypedQuestion(null);
    setIdeasSeed(randomSeed());
    setProjectId(null);
    setReview(null);
    setFollowUps([]);
    setGenerationKey((key) => key + 1);
    update(resetConversation());
    inputRef.current?.focus();
  }

  async function improve() {
    setImproving(true);
    setHint(null);
    const result = await apiRequest("/ai/suggest-input-content", loadSuggestionAnswer, { method: "POST", body: { prompt: draft } });
    setImproving(false);
    if (result.error || !result.data.data.suggestion) {
      setHint("chat.error.improveFailed");
      return;
    }
    setDraft(result.data.data.suggestion);
    inputRef.current?.focus();
  }

  const questionTyped = typedQuestion === current.type;
  return (
    <main className="flex h-[calc(100dvh-4rem)] flex-col">
      <h1 className="sr-only">{t("chat.heading")}</h1>
      <div className="flex-1 overflow-y-auto" data-testid="chat-body">
        <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
          {steps.map((step) => {
            if (isShownAsAnswered(step, current)) {
              const business = step.type === "business" && businessKind ? businessKindByCode(businessKind) : null;
              return (
                <section key={step.type} className="flex flex-col gap-3" aria-label={t(QUESTIONS[step.type])}>
                  <AssistantBubble text={t(QUESTIONS[step.type])} />
                  <UserBubble
                    text={step.type === "template" ? templateTitle(step.content ?? "") : (step.content ?? "")}
                    note={business ? t("chat.category", { kind: t(kindNameKey(business.kind)) }) : undefined}
                  />
                </section>
              );
            }
            if (step !== current) return null;
            return (
              <section key={step.type} className="flex flex-col gap-3" aria-label={t(QUESTIONS[step.type])}>
                <AssistantBubble key={`${step.type}-question`} text={t(QUESTIONS[step.type])} typing onTyped={() => setTypedQuestion(step.type)}>
                  {step.type === "business" ? <IdeaList ideas={ideas} onPick={(idea) => { setDraft(idea); setHint(null); inputRef.current?.focus(); }} /> : null}
                  {step.type === "template" ? <TemplateGrid templates={templates} onApply={(template) => answer(template.slug, "template")} /> : null}
                  {step.type === "final" ? (
                    <Suspense fallback={null}>
                      {projectId !== null || (review && review.state !== "open") ? (
                        <GenerationPanel key={generationKey} projectId={projectId} beforeStart={saveBeforeGenerating} onProject={setProjectId} offerDetails={review?.state !== "confirmed"} />
                      ) : review ? (
                        <UnderstoodCard review={review} onAnswered={answered} />
                      ) : (
                        <p className="mt-3 text-sm text-ink-soft" role="status">{t("chat.readingAnswers")}</p>
                      )}
                    </Suspense>
                  ) : null}
                </AssistantBubble>
                {step.type === "final" ? finalMessages(step).map((message, index) => <UserBubble key={index} text={message} />) : null}
                {step.type === "final" && projectId !== null ? <FollowUpThread items={followUps} undoing={undoing} onUndo={(id) => void undoFollowUp(id)} /> : null}
                {step.type === "final" && sendingFollowUp ? <p className="text-sm text-ink-soft" role="status">{t("chat.readingFollowUp")}</p> : null}
              </section>
            );
          })}
          {syncProblem ? (
            <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-2.5 text-sm text-amber-900">{t("chat.error.syncFailed")}</p>
          ) : null}
          <div ref={endRef} />
        </div>
      </div>
      <div className="border-t border-line bg-paper/95 px-4 pt-3 sm:px-6" data-question-typed={questionTyped ? "true" : "false"}>
        <ChatInput
          ref={inputRef}
          value={draft}
          onChange={(value) => {
            setDraft(value);
            if (hint) setHint(null);
          }}
          onSend={send}
          onReset={() => (hasProgress(stepsRef.current) ? setConfirmingReset(true) : reset())}
          onImprove={current.type === "business" ? () => void improve() : undefined}
          improving={improving}
          placeholder={t(afterSite ? "chat.placeholder.followUp" : PLACEHOLDERS[current.type])}
          hint={hint === null ? null : text(hint)}
          listId={current.type === "business" ? "business-kinds" : undefined}
        />
        {current.type === "business" ? (
          <datalist id="business-kinds">
            {BUSINESS_KINDS.map((kind) => (
              <option key={kind.kind} value={t(kindNameKey(kind.kind))} />
            ))}
          </datalist>
        ) : null}
      </div>
      <div aria-live="polite" className="sr-only" data-testid="question-announcer">
        {t(QUESTIONS[current.type])}
      </div>
      <ResetDialog open={confirmingReset} onConfirm={reset} onCancel={() => setConfirmingReset(false)} />
    </main>
  );
}
