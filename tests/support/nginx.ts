import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const NGINX_BINARY = fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
const TEMPLATE = path.resolve("deploy/nginx/uraia.conf");

export type RunningNginx = { url: string; stop(): Promise<void>; log(): string };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Debian's nginx with the site file we ship (deploy/nginx/uraia.conf), its
 * upstream pointed at `backends` and listening on a random loopback port, run in
 * the foreground from a temp prefix (`-p`), so nothing on the machine changes.
 */
export async function startNginx(backends: string[]): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-nginx-"));
  const port = await freePort();
  const site = fs
    .readFileSync(TEMPLATE, "utf8")
    .replace(/^(\s*)server 127\.0\.0\.1:\d+ (.*)$/gm, (line, indent: string, rest: string) =>
      line.includes(":3001")
        ? backends.map((b) => `${indent}server ${b.replace(/^https?:\/\//, "")} ${rest}`).join("\n")
        : "",
    )
    .replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^\s*listen \[::\]:80;$/m, "");
  fs.writeFileSync(path.join(prefix, "uraia.conf"), site);
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `${user}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/uraia.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX_BINARY,
    ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log")],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = () =>
    `${output}${fs.existsSync(path.join(prefix, "error.log")) ? fs.readFileSync(path.join(prefix, "error.log"), "utf8") : ""}`;
  return {
    url,
    log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGQUIT");
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
