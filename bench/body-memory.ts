import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { build } from "../scripts/build.ts";
import { buildIsCurrent } from "../scripts/build-stamp.ts";
import { postOversized } from "../tests/support/oversized-post.ts";
import { startServer } from "../tests/support/server.ts";

/**
 * bench/body-memory: 10 parallel 300 MB posts to every route a visitor can post
 * a form to, once with a declared Content-Length and once chunked (no length),
 * against the built server; prints the answers and the server's peak resident
 * memory (VmHWM) before and after. Goal: below 400 MB.
 *   node bench/body-memory.ts
 */
export const FORM_ROUTES = [
  "/contact",
  "/apply",
  "/register",
  "/newsletter",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/api/messages",
  "/api/newsletter",
  "/api/login",
  "/api/password-reset",
] as const;
const PARALLEL = 10;
const HUGE = 300 * 1024 * 1024;

/** The process's peak and current resident memory in MB, from /proc. */
function memory(pid: number): { peakMb: number; rssMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMb: Math.round(kb("VmHWM") / 1024), rssMb: Math.round(kb("VmRSS") / 1024) };
}

export type BodyMemoryResult = {
  idle: { peakMb: number; rssMb: number };
  after: { peakMb: number; rssMb: number };
  rows: Array<{ route: string; mode: string; statuses: string; maxSentMb: number }>;
};

export async function measureBodyMemory(): Promise<BodyMemoryResult> {
  if (!buildIsCurrent()) build();
  const server = await startServer({ DEMO_CONTENT: "false", LOG_LEVEL: "warn" });
  try {
    // A warm server: pages rendered once, as under real traffic.
    for (const path of ["/", "/contact", "/apply", "/register", "/newsletter"]) await fetch(`${server.url}${path}`);
    const idle = memory(server.pid);
    const rows: BodyMemoryResult["rows"] = [];
    for (const route of FORM_ROUTES) {
      for (const mode of ["declared", "chunked"] as const) {
        const answers = await Promise.all(
          Array.from({ length: PARALLEL }, (_, i) =>
            postOversized(`${server.url}${route}`, {
              declared: mode === "declared" ? HUGE : undefined,
              maxBytes: HUGE,
              headers: {
                "content-type": route.startsWith("/api/") ? "application/json" : "application/x-www-form-urlencoded",
                "x-forwarded-for": `203.0.113.${i + 1}`,
              },
            }),
          ),
        );
        const counts = new Map<number, number>();
        for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
        rows.push({
          route,
          mode,
          statuses: [...counts].map(([status, n]) => `${n}×${status}`).join(" "),
          maxSentMb: Math.round(Math.max(...answers.map((a) => a.sentBytes)) / 1024 / 1024),
        });
      }
    }
    return { idle, after: memory(server.pid), rows };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await measureBodyMemory();
  console.log("| route | body | answers | most sent before the answer (MB) |");
  console.log("| ----- | ---- | ------- | -------------------------------- |");
  for (const r of result.rows) console.log(`| ${r.route} | ${r.mode} | ${r.statuses} | ${r.maxSentMb} |`);
  console.log(
    `\nServer memory: ${result.idle.rssMb} MB resident when idle; peak ${result.after.peakMb} MB over the whole run (goal < 400 MB).`,
  );
}
