import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useRouteError } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "../../root.tsx";

type BoundaryProps = Parameters<typeof ErrorBoundary>[0];

const Empty = () => null;
const Boundary = () => <ErrorBoundary {...({ error: useRouteError() } as BoundaryProps)} />;

/** A loader that throws answers 500 with the root error screen (the same path as the real server's). */
describe("root ErrorBoundary", () => {
  async function render(loader: () => unknown) {
    const routes = [
      {
        id: "root",
        path: "/",
        loader,
        Component: Empty,
        ErrorBoundary: Boundary,
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://localhost/"));
    if (context instanceof Response) throw new Error("unexpected redirect");
    const html = renderToString(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
    );
    return { status: context.statusCode, html };
  }

  it("shows 'Unexpected Application Error!' with the message of a thrown error, status 500", async () => {
    const { status, html } = await render(() => {
      throw new Error("Database unavailable");
    });
    expect(status).toBe(500);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Database unavailable");
    expect(html).toContain('href="/"');
  });

  it("shows the status of a thrown response", async () => {
    const { status, html } = await render(() => {
      throw new Response("gone", { status: 503, statusText: "Service Unavailable" });
    });
    expect(status).toBe(503);
    expect(html).toContain("503 Service Unavailable");
  });
});
