import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server.ts";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** GET over the given agent; answers the Keep-Alive header and whether an open connection was reused. */
function get(agent: http.Agent, path: string): Promise<{ keepAlive?: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}${path}`, { agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ keepAlive: String(response.headers["keep-alive"]), reused: request.reusedSocket }),
      );
    });
    request.on("error", reject);
  });
}

// A proxy (nginx keeps upstream connections 60 s) must never send a request on a connection the server
// is closing: the server keeps idle connections longer than the proxy does (docs/operations.md).
describe("idle keep-alive connections", () => {
  it("are announced for 65 s and still open after Node's old 5-second default", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, keepAliveMsecs: 1000 });
    try {
      const first = await get(agent, "/healthz");
      expect(first.keepAlive).toBe("timeout=65");
      await new Promise((r) => setTimeout(r, 6000));
      const second = await get(agent, "/healthz");
      expect(second.reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});
