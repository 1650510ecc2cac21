import { createContext, useContext } from "react";
import type { UIMatch } from "react-router";
import type { RootData } from "./meta.ts";

/**
 * The page's route matches with their data, as the document's layout read them
 * (app/root.tsx). React Router's own hooks (useMatches, useRouteLoaderData)
 * re-render their component on every router update, even one that changes no
 * data (the routes found for the page's links after it starts); this context
 * changes only when the matches do (docs/decisions/0096-start-without-waiting.md).
 */
export const PageMatchesContext = createContext<readonly UIMatch[]>([]);

export function usePageMatches(): readonly UIMatch[] {
  return useContext(PageMatchesContext);
}

/** The root route's data (app/root.tsx) among a page's matches. */
export function rootDataOf(matches: readonly UIMatch[]): RootData | undefined {
  return matches.find((match) => match.id === "root")?.loaderData as RootData | undefined;
}

/** The root route's data, from the page's matches. */
export function useRootData(): RootData | undefined {
  return rootDataOf(usePageMatches());
}
