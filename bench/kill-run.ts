import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "../tests/support/databases.ts";
import { startServer, TEST_ADMIN } from "../tests/support/server.ts";

/**
 * No acknowledged write lost: writers create and edit news items against the
 * built server, the server is killed with SIGKILL mid-run and started again,
 * and every write that got a 2xx answer must be there, intact.
 */
export type KillRunResult = {
  kind: "sqlite" | "postgres";
  acknowledged: number;
  present: number;
  lost: number;
  /** writes in flight when the server died (their outcome is unknown, either is fine) */
  inFlight: number;
  killedAfterMs: number;
  recoveredInMs: number;
  problems: string[];
};

/** `acked`: highest acknowledged version; `attempted`: highest sent; `ackedEdits`: edits answered 2xx. */
type Item = { id: number; title: string; acked: number; attempted: number; ackedEdits: number };

const body = (title: string, version: number) => `<p>${title}: version ${version}</p>`;

export async function killRun(options: {
  kind: "sqlite" | "postgres";
  writers?: number;
  killAfterMs?: number;
  /** kill no sooner than this many acknowledged writes (on a busy machine the time alone may give few) */
  minAcknowledged?: number;
}): Promise<KillRunResult> {
  const writers = options.writers ?? 20;
  const killAfterMs = options.killAfterMs ?? 3000;
  const database = await createTestDatabase(options.kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-kill-"));
  const env = { DATA_DIR: dataDir, DEMO_CONTENT: "false", LOG_LEVEL: "error", RENDER_CACHE: "false" };
  if (database.databaseUrl) Object.assign(env, { DATABASE_URL: database.databaseUrl });
  let server = await startServer(env);
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
    const items: Item[] = [];
    let acknowledged = 0;
    let inFlight = 0;
    let alive = true;

    const writer = async (w: number) => {
      const mine: Item[] = [];
      for (let n = 0; alive; n++) {
        const edit = mine.length > 0 && n % 2 === 1;
        inFlight++;
        try {
          if (edit) {
            const item = mine[n % mine.length]!;
            const version = ++item.attempted;
            const res = await fetch(`${server.url}/api/news/${item.id}`, {
              method: "PUT",
              headers,
              body: JSON.stringify({ content: body(item.title, version) }),
            });
            if (res.ok) {
              await res.arrayBuffer();
              item.acked = Math.max(item.acked, version);
              item.ackedEdits++;
              acknowledged++;
            }
          } else {
            const title = `Writer ${w} item ${n}`;
            const res = await fetch(`${server.url}/api/news`, {
              method: "POST",
              headers,
              body: JSON.stringify({ title, content: body(title, 0), published_at: "2025-01-01T00:00:00.000Z" }),
            });
            if (res.ok) {
              const { id } = (await res.json()) as { id: number };
              const item = { id, title, acked: 0, attempted: 0, ackedEdits: 0 };
              mine.push(item);
              items.push(item);
              acknowledged++;
            }
          }
          inFlight--;
        } catch {
          // The server died under this request: no answer, so nothing was promised.
          alive = false;
        }
      }
    };

    const started = Date.now();
    const running = Array.from({ length: writers }, (_, w) => writer(w));
    const minAcknowledged = options.minAcknowledged ?? 0;
    while (Date.now() - started < killAfterMs || (acknowledged < minAcknowledged && Date.now() - started < 30_000)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    process.kill(server.pid, "SIGKILL");
    await Promise.all(running);
    const killedAfterMs = Date.now() - started;
    await server.stop();

    const restarted = Date.now();
    server = await startServer(env);
    const recoveredInMs = Date.now() - restarted;
    let present = 0;
    const problems: string[] = [];
    for (const item of items) {
      // The sign-in from before the kill still holds: sessions are acknowledged writes too.
      const res = await fetch(`${server.url}/api/news/${item.id}`, { headers });
      if (res.status !== 200) {
        problems.push(`item ${item.id} (${item.title}): ${res.status}`);
        continue;
      }
      const stored = (await res.json()) as { title: string; content: string };
      const version = Number(/version (\d+)</.exec(stored.content)?.[1] ?? -1);
      const intact = stored.title === item.title && stored.content === body(item.title, version);
      if (!intact || version < item.acked || version > item.attempted) {
        problems.push(`item ${item.id}: stored version ${version}, acknowledged ${item.acked}`);
        continue;
      }
      // Holding at least the newest acknowledged version, the item reflects its create and every acknowledged edit.
      present += 1 + item.ackedEdits;
    }
    return {
      kind: options.kind,
      acknowledged,
      present,
      lost: acknowledged - present,
      inFlight,
      killedAfterMs,
      recoveredInMs,
      problems,
    };
  } finally {
    await server.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
