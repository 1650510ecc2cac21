import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepShellWords } from "./lib/shell-words.ts";

function hydrate() {
  // The shell's words come as a module of their own, kept across pages (decision 0095); without
  // them the page stays the server's HTML, which works as it does without JavaScript.
  if (keepShellWords()) {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  }
  // Reading offline: the service worker and the forms kept while offline, after the page works
  // (its code is not part of the first load; lite pages run no script at all).
  if (import.meta.env.PROD && !/^\/admin(\/|$)/.test(location.pathname)) {
    setTimeout(() => import("./lib/offline/offline-client.ts").then((m) => m.startOffline()), 0);
  }
}

// The server's HTML is complete and styled: let the browser paint it first, then
// hydrate (on a slow phone hydration would otherwise hold back the first paint).
// A background tab hydrates once it is shown.
if (document.visibilityState === "hidden") {
  document.addEventListener("visibilitychange", hydrate, { once: true });
} else {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
}
