import type { UIMatch } from "react-router";

/** What a route module may say about itself through `export const handle`. */
export interface RouteHandle {
  /**
   * false: the page is complete as server HTML and ships no JavaScript (marketing pages). A function
   * decides per page from the route's loader data (CMS pages: only those with a form hydrate).
   */
  hydrate?: boolean | ((loaderData: unknown) => boolean);
}

/** A page ships scripts unless its deepest matched route opts out. */
export function shouldHydrate(matches: UIMatch[]): boolean {
  const deepest = matches.at(-1);
  const hydrate = (deepest?.handle as RouteHandle | undefined)?.hydrate;
  if (typeof hydrate === "function") return hydrate(deepest?.loaderData);
  return hydrate !== false;
}
