import { createContext, createElement, type ReactNode, useContext } from "react";
import { type UIMatch, useMatches } from "react-router";
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

/** The root route's data (app/root.tsx), from the page's matches. */
export function useRootData(): RootData | undefined {
  return usePageMatches().find((match) => match.id === "root")?.loaderData as RootData | undefined;
}

/** Gives its children the page's matches (the document's layout, app/root.tsx, around every page). */
export function PageMatchesProvider({ matches, children }: { matches?: readonly UIMatch[]; children: ReactNode }) {
  const routerMatches = useMatches();
  return createElement(PageMatchesContext.Provider, { value: matches ?? routerMatches }, children);
}
