import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";

/** Server-renders a component that reads the router (links, lite mode) inside a memory router at `at`. */
export function renderInRouter(element: ReactNode, at = "/"): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [at] });
  return renderToString(<RouterProvider router={router} />);
}
