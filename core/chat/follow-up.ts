import { applyFacts } from "../sites/apply-facts";
import type { AnswerTopic } from "../sites/change-topics";
import { changeText, changeWords } from "../sites/change-words";
import type { DocumentChange } from "../sites/document-change-schema";
import { describeChanges } from "../sites/document-changes";
import { type OwnerFacts } from "../sites/facts";
import { FACT_LIMITS } from "../sites/facts-constants";
import type { SiteLanguage } from "../sites/languages";
import type { SiteDocument } from "../sites/site-document";
import { CHAT_ANSWER_MAX_LENGTH, initialConversation, type Conversation } from "./conversation";
import type { FollowUp } from "./follow-up-schema";
import { understandConversation } from "./read-facts";
import { constraintsOf, readFacts, withConstraintClaims, type KeptConstraint } from "./understanding-review";

/**
 * The chat after the site is made (docs/decisions/0610-the-chat-keeps-listening-after-the-site-is-made.md): every
 * message is read by the same reader as the conversation (core/chat/read-facts/), its facts and rules are merged
 * into the site's facts and applied to the draft (a new version, with Undo), and a message with nothing May can
 * apply gets a fixed honest answer in the site's language naming the place in the editor that does what it asks.
 * Pure: the server (server/project-actions/follow-up.ts) stores, limits and writes.
 */

/** The words the chat shows around a reply, in the site's language. */
export function followUpWords(language: SiteLanguage): { applied: string; undo: string; undone: string } {
  const { applied, undo, undone } = changeWords(language).chat;
  return { applied, undo, undone };
}

/** May's answer to a message it could not apply, by its topic, in `language`. */
export function answerText(topic: AnswerTopic | "other" | "nothing-new", language: SiteLanguage): string {
  const words = changeWords(language);
  return topic === "nothing-new" ? words.chat.nothingNew : words.answers[topic];
}

/**
 * A stored follow-up as the reader reads the chat (docs/decisions/0900-may-speaks-the-owners-language.md): May's words
 * (the answer, the note's first line and lines, Undo) in the reader's language, from what the reply stored (its topic,
 * its changes); the owner's message stays as they wrote it.
 */
export function followUpIn(item: FollowUp, language: SiteLanguage): FollowUp {
  const reply = item.reply;
  if (reply.kind === "answer") return { ...item, language, reply: { ...reply, text: answerText(reply.topic, language) } };
  return { ...item, language, reply: { ...reply, lines: appliedLines(reply.changes, language), words: followUpWords(language) } };
}

export interface FollowUpReading {
  facts: OwnerFacts;
  constraints: KeptConstraint[];
}

/**
 * The facts and rules in one message, read by the conversation's reader as a message at the final step; the location
 * answer is given only for the business's country (a phone without +), and nothing read from it is kept.
 */
export function readFollowUp(message: string, context: { language: SiteLanguage; location: string }): FollowUpReading {
  const steps: Conversation = initialConversation().map((step) => {
    if (step.type === "location") return { ...step, content: context.location.slice(0, CHAT_ANSWER_MAX_LENGTH) || null, isOk: true };
    if (step.type === "final") return { ...step, content: message };
    return step;
  });
  const reading = understandConversation(steps, { language: context.language, classifiedKind: null });
  const fromMessage = { ...reading, facts: reading.facts.filter((fact) => fact.span.step === "final"), constraints: reading.constraints.filter((constraint) => constraint.span.step === "final") };
  const leads = [...changeWords(context.language).requestLeads].sort((a, b) => b.length - a.length);
  const constraints = constraintsOf(fromMessage).map((constraint) => ({ ...constraint, words: withoutRequest(constraint.words, leads) })).filter((constraint) => constraint.words !== "");
  return { facts: readFacts(fromMessage), constraints };
}

/** A rule's words without the request that asked for it ("please say that everything is vegan" → "Everything is vegan"). */
function withoutRequest(words: string, leads: readonly string[]): string {
  const lower = words.toLocaleLowerCase();
  const lead = leads.find((candidate) => lower.startsWith(candidate.toLocaleLowerCase()));
  if (!lead) return words;
  const rest = words.slice(lead.length).replace(/^[\s,:]+/u, "");
  return rest.charAt(0).toLocaleUpperCase() + rest.slice(1);
}

const key = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The site's facts with a message's merged in: a phone, email, address, area or mode replaces the one before; hours
 * replace the hours (a message states them whole); an offer of the same name takes its new price, others are added;
 * reviews and numbers are added (a number of the same label replaced); rules become claims. Lists keep their limits.
 */
export function mergeFollowUp(current: OwnerFacts, read: FollowUpReading): OwnerFacts {
  const next: OwnerFacts = { ...current };
  if (read.facts.phone) {
    next.phone = read.facts.phone;
    next.phoneLink = read.facts.phoneLink;
  }
  for (const field of ["email", "address", "serviceArea"] as const) if (read.facts[field]) next[field] = read.facts[field];
  if (read.facts.mode) next.mode = read.facts.mode;
  if (read.facts.hours.length > 0) next.hours = read.facts.hours.slice(0, FACT_LIMITS.hours);
  if (read.facts.services.length > 0) {
    const services = [...current.services];
    for (const offer of read.facts.services) {
      const at = services.findIndex((service) => key(service.name) === key(offer.name));
      if (at >= 0) services[at] = { ...services[at]!, price: offer.price || services[at]!.price, description: offer.description || services[at]!.description };
      else if (services.length < FACT_LIMITS.services) services.push(offer);
    }
    next.services = services;
  }
  if (read.facts.reviews.length > 0) {
    const reviews = [...current.reviews];
    for (const review of read.facts.reviews) if (!reviews.some((given) => key(given.quote) === key(review.quote)) && reviews.length < FACT_LIMITS.reviews) reviews.push(review);
    next.reviews = reviews;
  }
  if (read.facts.numbers.length > 0) {
    const numbers = [...current.numbers];
    for (const number of read.facts.numbers) {
      const at = numbers.findIndex((given) => key(given.label) === key(number.label));
      if (at >= 0) numbers[at] = number;
      else if (numbers.length < FACT_LIMITS.numbers) numbers.push(number);
    }
    next.numbers = numbers;
  }
  return read.constraints.length > 0 ? withConstraintClaims(next, read.constraints) : next;
}

const LETTER = "\\p{L}\\p{M}";

/** Whether the message names a topic's word: a whole word (with a plural ending) in spaced scripts, anywhere in Japanese and Arabic. */
function names(text: string, word: string, language: SiteLanguage): boolean {
  const wanted = word.toLocaleLowerCase();
  if (language === "ja" || language === "ar") return text.includes(wanted);
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![${LETTER}])${escaped}(?:s|es|n|en)?(?![${LETTER}])`, "u").test(text);
}

/** The first topic the message names that the chat cannot do (in this order: a language, a page, a section, photos, colours, text). */
export function followUpTopic(message: string, language: SiteLanguage): AnswerTopic | null {
  const text = message.toLocaleLowerCase();
  const topics = changeWords(language).topics;
  const order: AnswerTopic[] = ["language", "page", "section", "photos", "colours", "text"];
  return order.find((topic) => topics[topic].some((word) => names(text, word, language))) ?? null;
}

export interface FollowUpPlan {
  /** The facts to save (null: nothing to apply). */
  facts: OwnerFacts | null;
  /** What the new draft changes, for the note and the history (empty when nothing is applied). */
  changes: DocumentChange[];
  /** The answer when nothing is applied. */
  answer: { topic: AnswerTopic | "other" | "nothing-new"; text: string } | null;
}

/**
 * What a message does to a site: the facts it gives merged and applied (with what that changes), or the honest answer
 * for what it asks that the chat cannot do, or the list of what the chat can do.
 */
export function planFollowUp(message: string, document: SiteDocument, context: { language: SiteLanguage; location: string }): FollowUpPlan {
  const read = readFollowUp(message, context);
  const facts = mergeFollowUp(document.facts, read);
  const changes = describeChanges(document, applyFacts(document, facts), context.language).filter((change) => change.code === "fact");
  if (changes.length > 0) return { facts, changes, answer: null };
  const topic = followUpTopic(message, context.language);
  if (topic) return { facts: null, changes: [], answer: { topic, text: answerText(topic, context.language) } };
  const saidSomething = read.facts.phone || read.facts.email || read.facts.hours.length > 0 || read.facts.services.length > 0 || read.constraints.length > 0 || read.facts.address || read.facts.reviews.length > 0 || read.facts.numbers.length > 0;
  if (saidSomething) return { facts: null, changes: [], answer: { topic: "nothing-new", text: answerText("nothing-new", context.language) } };
  return { facts: null, changes: [], answer: { topic: "other", text: answerText("other", context.language) } };
}

/** The note's lines for applied changes, with their new values ("Opening hours added: Tue – Sun 8:00 – 16:00"). */
export function appliedLines(changes: readonly DocumentChange[], language: SiteLanguage): string[] {
  return changes.map((change) => changeText(change, language, { withDetail: true }));
}
