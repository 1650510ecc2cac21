import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is complete and styled: let the browser paint it first, then
// hydrate (on a slow phone hydration would otherwise hold back the first paint).
// A background tab hydrates once it is shown.
if (document.visibilityState === "hidden") {
  document.addEventListener("visibilitychange", hydrate, { once: true });
} else {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
}
