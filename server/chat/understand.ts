import { classifyBusiness } from "@core/chat/classify-business";
import { currentStep, type Conversation } from "@core/chat/conversation";
import { understandConversation } from "@core/chat/read-facts";
import { reviewOf, understandingReviewSchema, type UnderstandingReview } from "@core/chat/understanding-review";
import type { Understanding } from "@core/chat/understanding";
import type { SiteLanguage } from "@core/sites/languages";
import { detectSiteLanguage } from "./detect-language";

/** The answers an owner typed (the template step is a choice, not words). */
function typedAnswers(steps: Conversation): string[] {
  return steps.filter((step) => step.type !== "template" && step.content).map((step) => step.content!);
}

/**
 * May's reading of the answers for the owner to review (docs/decisions/0510-the-owner-confirms-what-may-understood.md):
 * made once the template is chosen, and again with every message until the owner answers the card; then kept as they
 * answered it. Null before the template step is passed (a reset clears it). `readerLanguage`: the screen's language.
 */
export async function reviewFor(steps: Conversation, previous: UnderstandingReview | null, readerLanguage?: SiteLanguage): Promise<UnderstandingReview | null> {
  if (currentStep(steps).type !== "final") return null;
  if (previous && previous.state !== "open") return previous;
  const business = steps.find((step) => step.type === "business")?.content ?? "";
  // The answers' language, else the one the owner chats in (docs/decisions/0830-site-language-detected-and-stored.md).
  const language = await detectSiteLanguage(typedAnswers(steps), readerLanguage);
  const reading = understandConversation(steps, { language, classifiedKind: classifyBusiness(business)?.kind ?? null });
  return reviewOf(reading, previous);
}

/** A stored review, or null when there is none or it no longer validates (a schema change): it is read again. */
export function parseStoredReview(value: unknown): UnderstandingReview | null {
  const parsed = understandingReviewSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * May's reading of answers a client sends as they are (the ask-to-bot `read-facts` action): the same reader as the
 * chat's, over a conversation made of those answers, so the spans point into them by step. Nothing is stored.
 */
export async function readAnswers(answers: { business: string; location: string; name: string; notes: string; language?: SiteLanguage }): Promise<Understanding> {
  const steps: Conversation = [
    { type: "business", content: answers.business, isOk: true },
    { type: "location", content: answers.location, isOk: true },
    { type: "appName", content: answers.name, isOk: true },
    { type: "template", content: null, isOk: false },
    { type: "final", content: answers.notes, isOk: true },
  ];
  const language = answers.language ?? (await detectSiteLanguage(typedAnswers(steps)));
  return understandConversation(steps, { language, classifiedKind: classifyBusiness(answers.business)?.kind ?? null });
}
