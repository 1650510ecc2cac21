import { sql } from "kysely";
import type { Viewer } from "../server/auth/viewer.ts";
import { DEMO_NEWS } from "../server/demo/demo-news.ts";
import { withoutTranslation } from "../server/demo/demo-translation.ts";
import { startHarness } from "../tests/api/harness.ts";
import { postgresAvailable } from "../tests/support/databases.ts";

/**
 * bench/revisions: what revisions cost in storage (docs/product.md, "Revisions
 * and edit conflicts"). A typical article (the demo news item of median length)
 * is created and saved 10 times through the ordinary write path; the figures are
 * the bytes one revision takes, and the growth of the revisions table for
 * 10,000 news items × 10 saves (ITEMS × SAVES rows of that article's
 * snapshot, inserted in bulk and measured on disk).   npm run bench:revisions
 */
const ITEMS = Number(process.env.ITEMS ?? 10_000);
const SAVES = Number(process.env.SAVES ?? 10);
const ADMIN: Viewer = { staff: true, userId: 1, role: "admin" };

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function measure(kind: "sqlite" | "postgres") {
  const h = await startHarness(kind);
  const db = h.services.db.db;
  const sorted = [...DEMO_NEWS].sort((a, b) => String(a.content).length - String(b.content).length);
  const [article] = withoutTranslation(sorted[Math.floor(sorted.length / 2)]!);
  const created = await h.services.news.create(article, ADMIN);
  for (let save = 1; save < SAVES; save++) {
    await h.services.news.update(created.id, { excerpt: `${article.excerpt ?? ""} (edit ${save})` }, ADMIN);
  }
  const rows = await db.selectFrom("content_revisions").selectAll().where("item_id", "=", created.id).execute();
  const snapshotBytes = rows.reduce((sum, row) => sum + Buffer.byteLength(row.snapshot), 0) / rows.length;
  const sample = rows.at(-1)!;

  const size = async () => {
    if (kind === "sqlite") {
      const { rows } = await sql<{ bytes: number }>`select page_count * page_size as bytes
        from pragma_page_count(), pragma_page_size()`.execute(db);
      return Number(rows[0]!.bytes);
    }
    const { rows } = await sql<{ bytes: string }>`select pg_total_relation_size('content_revisions') as bytes`.execute(
      db,
    );
    return Number(rows[0]!.bytes);
  };
  const before = await size();
  const batch = Array.from({ length: 500 }, (_, i) => ({
    ...{ kind: "news", item_id: 1_000_000 + i, version: sample.version, created_at: new Date() },
    ...{ author_id: 1, summary: sample.summary, status: sample.status, snapshot: sample.snapshot },
  }));
  for (let done = 0; done < ITEMS * SAVES; done += batch.length) {
    await db.insertInto("content_revisions").values(batch).execute();
  }
  const growth = (await size()) - before;
  await h.close();
  return { kind, snapshotBytes, perRow: growth / (ITEMS * SAVES), growth };
}

async function main() {
  const kinds: Array<"sqlite" | "postgres"> = (await postgresAvailable()) ? ["sqlite", "postgres"] : ["sqlite"];
  console.log(`| database | snapshot bytes (JSON) | bytes per revision on disk | ${ITEMS} news × ${SAVES} saves |`);
  console.log("| -------- | --------------------- | -------------------------- | ------------------ |");
  for (const kind of kinds) {
    const r = await measure(kind);
    console.log(`| ${r.kind} | ${Math.round(r.snapshotBytes)} | ${Math.round(r.perRow)} | ${mb(r.growth)} MB |`);
  }
}

await main();
