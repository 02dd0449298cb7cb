import type { UIMatch } from "react-router";

/** What a route module may say about itself through `export const handle`. */
export interface RouteHandle {
  /** false: the page is complete as server HTML and ships no JavaScript (marketing pages). */
  hydrate?: boolean;
}

/** A page ships scripts unless its deepest matched route opts out. */
export function shouldHydrate(matches: UIMatch[]): boolean {
  const deepest = matches.at(-1)?.handle as RouteHandle | undefined;
  return deepest?.hydrate !== false;
}
