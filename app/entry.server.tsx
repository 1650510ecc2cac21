import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { nonceContext } from "../server/http/request-context.ts";
import { NonceContext } from "./lib/nonce.ts";
import { scriptsAfterFirstPaint } from "./lib/scripts-after-paint.ts";

/** The pages staff edit, handed to the server's services from this build (server/main.ts; decision 0088). */
export { PAGES } from "./content/pages/page-registry.ts";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (onAllReady): every public page is
 * complete HTML for visitors without JavaScript, crawlers and link previews, and
 * a finished body can be cached and given an ETag. The app's scripts are then
 * moved behind the first paint (./lib/scripts-after-paint.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Never outline a large finished Suspense boundary behind its fallback: the
        // document is sent whole, so every boundary is inlined (no swap script, no
        // layout shift, readable without JavaScript).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const html = scriptsAfterFirstPaint(Buffer.concat(chunks).toString("utf8"), nonce);
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
