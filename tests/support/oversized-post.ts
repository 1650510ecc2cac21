import http from "node:http";

export type OversizedAnswer = { status: number; sentBytes: number };

/**
 * POSTs a body far larger than any route accepts without ever holding it: with
 * a declared Content-Length (`declared`), or chunked without one. Writes 64 KB
 * pieces until the server answers (or `maxBytes` went out) and reports the
 * status and how much was sent by then.
 */
export function postOversized(
  url: string,
  options: { declared?: number; maxBytes: number; headers?: Record<string, string> },
): Promise<OversizedAnswer> {
  const piece = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
      ...options.headers,
      ...(options.declared ? { "content-length": String(options.declared) } : {}),
    };
    const req = http.request(url, { method: "POST", headers }, (res) => {
      answered = true;
      res.resume();
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, sentBytes: sent });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < options.maxBytes) {
        sent += piece.length;
        if (!req.write(piece)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered && sent >= options.maxBytes) req.end();
    };
    pump();
  });
}
