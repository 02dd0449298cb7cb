import { SUGGESTED_IDEAS_COUNT } from "@core/constants";
import { mulberry32 } from "@core/seeded-random";

/** A sample answer to "What do you want to build?" (docs/product.md: id and text). */
export interface Idea {
  id: string;
  text: string;
}

/**
 * `count` distinct ideas of `ideas` chosen by the seed: the same seed always gives the same ideas in the same
 * order (SSR and hydration agree), and each new conversation passes a new seed to get a fresh set. The ideas are
 * the reader's language's (`ideas.server.ts`), sent by the page's loader.
 */
export function pickIdeas(ideas: readonly Idea[], seed: number, count: number = SUGGESTED_IDEAS_COUNT): Idea[] {
  const wanted = Math.max(0, Math.min(ideas.length, Math.floor(Number.isFinite(count) ? count : 0)));
  const random = mulberry32(Number.isFinite(seed) ? Math.trunc(seed) : 0);
  const order = ideas.map((_, i) => i);
  // Partial Fisher–Yates: only the first `wanted` positions need shuffling.
  for (let i = 0; i < wanted; i++) {
    const j = i + Math.floor(random() * (order.length - i));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order.slice(0, wanted).map((index) => ideas[index] as Idea);
}
