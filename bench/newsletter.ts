import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { PAGES } from "../app/content/pages/page-registry.ts";
import type { Viewer } from "../server/auth/viewer.ts";
import { loadConfig } from "../server/config.ts";
import { createLogger } from "../server/logger.ts";
import { createServices } from "../server/services.ts";
import { createTestDatabase, databaseKinds } from "../tests/support/databases.ts";

/**
 * bench/newsletter: one issue to 10,000 confirmed subscribers, sent through the
 * real sending task to a local SMTP sink at an unlimited rate
 * (NEWSLETTER_PER_MINUTE=0). Prints, per database, mails per second, the
 * process's peak memory (RSS), and the duplicates and missing mails counted at
 * the sink (both must be 0).
 *   npm run bench:newsletter          (BENCH_SUBSCRIBERS to change the 10,000)
 */
const COUNT = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const STAFF: Viewer = { staff: true, userId: 1, role: "admin" };

async function sink() {
  const received = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        for (const r of session.envelope.rcptTo) received.set(r.address, (received.get(r.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

async function run(kind: "sqlite" | "postgres") {
  const database = await createTestDatabase(kind);
  const smtp = await sink();
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    DEMO_CONTENT: "false",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "https://uraia.test",
    SMTP_URL: smtp.url,
    NEWSLETTER_PER_MINUTE: "0",
    NEWSLETTER_BOUNCE_DOMAIN: "bounces.uraia.test",
  });
  const db = await database.open();
  const services = await createServices({ config, db, logger: createLogger("silent"), pages: PAGES });
  const at = new Date("2025-01-01T00:00:00Z");
  for (let i = 0; i < COUNT; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, COUNT - i) }, (_, j) => ({
      email: `reader${i + j}@example.org`,
      locale: "en",
      source: "import",
      status: "confirmed",
      consent_at: at,
      confirmed_at: at,
      created_at: at,
      updated_at: at,
    }));
    await db.db.insertInto("subscribers").values(rows).execute();
  }
  const issue = await services.newsletterIssues.create(
    { subject: "Uraia news (bench)", locale: "en", intro: "Habari!" },
    STAFF,
  );
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  await services.newsletterIssues.send(issue.id, {}, STAFF);
  // The sending task runs as the jobs would run it, each run for up to its time budget.
  while ((await services.newsletterIssues.get(issue.id, STAFF)).status !== "sent") {
    await services.newsletterIssues.run(new Date());
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  let duplicates = 0;
  let missing = 0;
  for (let i = 0; i < COUNT; i++) {
    const n = smtp.received.get(`reader${i}@example.org`) ?? 0;
    if (n === 0) missing++;
    if (n > 1) duplicates += n - 1;
  }
  const figures = await services.newsletterIssues.get(issue.id, STAFF);
  console.log(
    `${kind}: ${COUNT} subscribers, ${figures.sent} sent in ${seconds.toFixed(1)} s = ${(COUNT / seconds).toFixed(0)} mails/s; ` +
      `peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB; duplicates ${duplicates}, missing ${missing}`,
  );
  await db.close();
  await database.drop();
  await smtp.stop();
  return duplicates === 0 && missing === 0;
}

let ok = true;
for (const kind of await databaseKinds()) ok = (await run(kind)) && ok;
process.exit(ok ? 0 : 1);
