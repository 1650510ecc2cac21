import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { PAGES } from "../app/content/pages/page-registry.ts";
import { createApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { createLogger } from "../server/logger.ts";
import { FAKE_CREDENTIALS, fakeDarajaEnv } from "../server/mpesa/fake-daraja/dev-credentials.ts";
import { startFakeDaraja } from "../server/mpesa/fake-daraja/fake-daraja.ts";
import type { Scenario } from "../server/mpesa/fake-daraja/fake-scenarios.ts";
import { createServices } from "../server/services.ts";
import { startUp } from "../server/start-up.ts";
import { createTestDatabase, databaseKinds } from "../tests/support/databases.ts";

/**
 * bench/donations: 200 donations sent at once through POST /api/donations to a
 * fake Daraja that answers in random order (0–800 ms), sends a quarter of the
 * callbacks twice and leaves a tenth out (only the query job finds those).
 * Prints, per database, how many were lost (a push whose final answer is not
 * on its donation) and double-counted (paid more than once), both of which
 * must be 0, and how long everything took to settle.
 *   npm run bench:donations          (BENCH_DONATIONS to change the 200)
 */
const COUNT = Number(process.env.BENCH_DONATIONS ?? 200);
const RESULTS = [0, 0, 0, 0, 0, 0, 0, 1032, 1, 2001, 1037];
const pick = <T>(list: readonly T[]) => list[crypto.randomInt(list.length)]!;

function scenario(): Scenario {
  const roll = Math.random();
  return {
    resultCode: pick(RESULTS),
    callbacks: roll < 0.1 ? 0 : roll < 0.35 ? 2 : 1,
    delayMs: crypto.randomInt(800),
  };
}

async function run(kind: "sqlite" | "postgres") {
  const database = await createTestDatabase(kind);
  const fake = await startFakeDaraja({ ...FAKE_CREDENTIALS });
  const server = serve({ fetch: () => new Response(null), port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    DEMO_CONTENT: "false",
    LOG_LEVEL: "silent",
    PUBLIC_URL: siteUrl,
    TRUST_PROXY: "1",
    ...fakeDarajaEnv(fake.url),
    MPESA_QUERY_AFTER_SECONDS: "1",
  });
  const db = await database.open();
  const services = await startUp(await createServices({ config, db, logger: createLogger("silent"), pages: PAGES }));
  const app = createApp(services);
  server.removeAllListeners("request");
  const { getRequestListener } = await import("@hono/node-server");
  server.on("request", getRequestListener(app.fetch));

  fake.queue(...Array.from({ length: COUNT }, scenario));
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: COUNT }, (_, i) =>
      fetch(`${siteUrl}/api/donations`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.1.${i >> 8}.${i & 255}` },
        body: JSON.stringify({ amount: 100 + i, phone: `07${String(10_000_000 + i * 7).padStart(8, "0")}` }),
      }).then((res) => res.status),
    ),
  );
  const accepted = answers.filter((s) => s === 201).length;
  const acceptedAt = performance.now();
  services.jobs.start(100);
  await fake.idle();
  const pending = async () =>
    Number(
      (
        await db.db
          .selectFrom("donations")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "pending")
          .executeTakeFirstOrThrow()
      ).n,
    );
  const deadline = Date.now() + 120_000;
  while ((await pending()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const settledMs = performance.now() - started;
  await services.jobs.stop();

  const rows = await db.db
    .selectFrom("donations")
    .select(["checkout_request_id", "status", "paid_amount", "receipt"])
    .execute();
  const byCheckout = new Map(rows.map((row) => [row.checkout_request_id, row]));
  const expected: Record<number, string> = {
    0: "paid",
    1032: "cancelled",
    1: "failed",
    2001: "failed",
    1037: "failed",
  };
  let lost = 0;
  for (const push of fake.pushes.values()) {
    const row = byCheckout.get(push.checkoutRequestId);
    if (!row || row.status !== expected[push.scenario.resultCode]) lost++;
  }
  const receipts = rows.filter((r) => r.receipt).map((r) => r.receipt);
  const paidPushes = [...fake.pushes.values()].filter((p) => p.scenario.resultCode === 0).length;
  const paidRows = rows.filter((r) => r.status === "paid").length;
  const doubleCounted = receipts.length - new Set(receipts).size + Math.max(0, paidRows - paidPushes);
  const duplicates = [...fake.pushes.values()].filter((p) => p.scenario.callbacks === 2).length;
  const missing = [...fake.pushes.values()].filter((p) => p.scenario.callbacks === 0).length;
  const result = {
    database: kind,
    donations: COUNT,
    accepted,
    duplicate_callbacks: duplicates,
    missing_callbacks: missing,
    lost,
    double_counted: doubleCounted,
    accept_all_ms: Math.round(acceptedAt - started),
    settle_all_ms: Math.round(settledMs),
    still_pending: await pending(),
  };
  await fake.close();
  await new Promise((resolve) => server.close(resolve));
  await db.close();
  await database.drop();
  return result;
}

const results = [];
for (const kind of await databaseKinds()) results.push(await run(kind));
console.log(JSON.stringify(results, null, 2));
if (results.some((r) => r.lost > 0 || r.double_counted > 0 || r.accepted !== r.donations)) process.exitCode = 1;
