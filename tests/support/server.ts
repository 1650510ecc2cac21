import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { BUILD_DIR } from "../../scripts/build-stamp.ts";

export const TEST_ADMIN = { email: "staff@uraia.test", password: "correct-horse-battery-staple-42" };

export type RunningServer = {
  url: string;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
  /** everything the server printed so far */
  output(): string;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * A data folder that has been through a first start with the demo content (the
 * admin account, the seeded content, every PDF rendered), made once per build
 * by the browser tests' global setup. A server that would seed the same content
 * starts from a copy of it: about 1.5 s instead of 8 s, and without each server
 * rendering the demo PDFs again beside the tests (docs/decisions/0065).
 */
export const DEMO_TEMPLATE_DIR = path.join(BUILD_DIR, "e2e-demo-data");
const TEMPLATE_STAMP = path.join(DEMO_TEMPLATE_DIR, ".build-stamp");
const BUILD_STAMP = path.join(BUILD_DIR, ".source-hash");

export function demoTemplateIsCurrent(): boolean {
  return (
    fs.existsSync(TEMPLATE_STAMP) &&
    fs.existsSync(BUILD_STAMP) &&
    fs.readFileSync(TEMPLATE_STAMP, "utf8") === fs.readFileSync(BUILD_STAMP, "utf8")
  );
}

/** Marks the template as made by the current build. */
export function stampDemoTemplate(): void {
  fs.writeFileSync(TEMPLATE_STAMP, fs.readFileSync(BUILD_STAMP, "utf8"));
}

/** Whether a server with `env` would go through the same first start as the template. */
function startsLikeTemplate(env: Record<string, string>): boolean {
  const firstStartKeys = ["DATA_DIR", "DATABASE_URL", "ADMIN_EMAIL", "ADMIN_PASSWORD", "SECRET_KEY"];
  return !firstStartKeys.some((key) => key in env) && env.DEMO_CONTENT !== "false" && demoTemplateIsCurrent();
}

/**
 * Starts the built server (BUILD_DIR/server/index.js) on a free port with its own
 * data folder; SQLite unless `env.DATABASE_URL` is given.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    discardStdout?: boolean;
    /** another build's folder (another ref's, bench/lighthouse.ts), started from the folder above it, without the demo template */
    buildDir?: string;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const fromTemplate = !options.buildDir && startsLikeTemplate(env);
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "uraia-e2e-"));
  if (fromTemplate) {
    fs.cpSync(DEMO_TEMPLATE_DIR, dataDir, { recursive: true, filter: (source) => source !== TEMPLATE_STAMP });
  }
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const buildDir = options.buildDir ?? BUILD_DIR;
  const child: ChildProcess = spawn(process.execPath, [path.join(buildDir, "server/index.js")], {
    cwd: options.buildDir ? path.dirname(path.resolve(options.buildDir)) : undefined,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: "warn",
      ...env,
    },
    // Benchmarks log every request as production does, and throw the lines away.
    stdio: ["ignore", options.discardStdout ? "ignore" : "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    output: () => output,
    stop: async () => {
      // A process killed by a signal has no exit code, only a signal code.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
