import { answerCurrentStep, initialConversation, type Conversation } from "@core/chat/conversation";

/** A conversation answered step by step as a person types, one answer a millisecond apart. */
export function answered(...answers: string[]): Conversation {
  let steps = initialConversation();
  answers.forEach((text, index) => {
    const result = answerCurrentStep(steps, text, 1_000 + index);
    if (!result.ok) throw new Error(result.reason);
    steps = result.steps;
  });
  return steps;
}
