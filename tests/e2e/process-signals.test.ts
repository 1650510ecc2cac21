import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Waits for a condition, polling; fails with `what` after `ms`. */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const answers = async (url: string) =>
  fetch(`${url}/healthz`)
    .then((r) => r.ok)
    .catch(() => false);

// What systemd, Docker and process managers do: signal the process they started, `npm start`.
describe.each(["SIGTERM", "SIGINT"] as const)("npm start on %s", (signal) => {
  it("passes the signal to the server, which stops serving, and npm exits with it", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-signal-"));
    const npm: ChildProcess = spawn("npm", ["start", "--silent"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DEMO_CONTENT: "false",
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
      // Its own process group, so that whatever happens the test can end everything it started.
      detached: true,
    });
    const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
    try {
      await until("the server to answer", () => answers(url), 60_000);
      npm.kill(signal);
      await until("the server to stop answering", async () => !(await answers(url)), 15_000);
      await Promise.race([
        exited,
        new Promise((_, reject) => setTimeout(() => reject(new Error("npm did not exit")), 15_000)),
      ]);
    } finally {
      if (npm.pid) {
        try {
          process.kill(-npm.pid, "SIGKILL");
        } catch {
          // the group is gone already
        }
      }
    }
    expect(await answers(url)).toBe(false);
  }, 90_000);
});
