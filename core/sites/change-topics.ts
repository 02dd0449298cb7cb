/** What the chat cannot do after the site is made, each answered by naming the editor's place (content/changes/). */
export const ANSWER_TOPICS = ["photos", "colours", "page", "section", "text", "language"] as const;
export type AnswerTopic = (typeof ANSWER_TOPICS)[number];
