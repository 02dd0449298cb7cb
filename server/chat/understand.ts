import { classifyBusiness } from "@core/chat/classify-business";
import { currentStep, type Conversation } from "@core/chat/conversation";
import { understandConversation } from "@core/chat/read-facts";
import { reviewOf, understandingReviewSchema, type UnderstandingReview } from "@core/chat/understanding-review";
import { detectSiteLanguage } from "./detect-language";

/** The answers an owner typed (the template step is a choice, not words). */
function typedAnswers(steps: Conversation): string[] {
  return steps.filter((step) => step.type !== "template" && step.content).map((step) => step.content!);
}

/**
 * May's reading of the answers for the owner to review (docs/decisions/0510-the-owner-confirms-what-may-understood.md):
 * made once the template is chosen, and again with every message until the owner answers the card; then kept as they
 * answered it. Null before the template step is passed (a reset clears it).
 */
export async function reviewFor(steps: Conversation, previous: UnderstandingReview | null): Promise<UnderstandingReview | null> {
  if (currentStep(steps).type !== "final") return null;
  if (previous && previous.state !== "open") return previous;
  const business = steps.find((step) => step.type === "business")?.content ?? "";
  const language = await detectSiteLanguage(typedAnswers(steps));
  const reading = understandConversation(steps, { language, classifiedKind: classifyBusiness(business)?.kind ?? null });
  return reviewOf(reading, previous);
}

/** A stored review, or null when there is none or it no longer validates (a schema change): it is read again. */
export function parseStoredReview(value: unknown): UnderstandingReview | null {
  const parsed = understandingReviewSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
