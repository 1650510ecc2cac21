import type { RouterContextProvider } from "react-router";
import { requestKindContext } from "../../server/http/request-context.ts";

/**
 * For data a page shows with a loading state (<Await> with a fallback): true for
 * an in-app navigation, where the loader should hand the promise on so the page
 * shows its loading state at once. On a fresh visit the loader should await it,
 * so the server's HTML is complete: no fallback to swap in, no layout shift, and
 * readable without JavaScript.
 *   news: isInAppNavigation(context) ? promise : await promise
 */
export function isInAppNavigation(context: Readonly<RouterContextProvider>): boolean {
  return context.get(requestKindContext) === "data";
}
