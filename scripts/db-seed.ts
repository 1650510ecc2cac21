import { PAGES } from "../app/content/pages/page-registry.ts";
import { isEmptyDatabase, seedDemoContent } from "../server/demo/seed-demo.ts";
import { createLogger } from "../server/logger.ts";
import { createServices } from "../server/services.ts";
import { startUp } from "../server/start-up.ts";
import { describeDb, fail, failuresAsOneLine, openForCli } from "./cli-context.ts";

failuresAsOneLine("Seeding");

// `npm run db:seed [-- --yes]`: replaces all news, publications, collection items and settings with the demo content.
const { config, db } = await openForCli();
try {
  const services = await startUp(
    await createServices({
      config: { ...config, demoContent: false },
      db,
      pages: PAGES,
      logger: createLogger(config.logLevel === "info" ? "warn" : config.logLevel),
    }),
  );
  if (!(await isEmptyDatabase(services)) && !process.argv.includes("--yes")) {
    fail(
      `This replaces all news, publications, collection items (openings, events, albums, resources, team, partners, stories, media, products) and settings in ${describeDb(config)} with the demo content.\nRun again with: npm run db:seed -- --yes`,
    );
  }
  // The files the demo generated for what is replaced (PDFs, images) go too; staff uploads are kept.
  const referenced = new Set<string>();
  for (const row of await db.db.selectFrom("publications").select("pdf_url").execute()) referenced.add(row.pdf_url);
  for (const row of await db.db.selectFrom("news").select("image_url").execute())
    if (row.image_url) referenced.add(row.image_url);
  for (const row of await db.db.selectFrom("collection_items").select("data").execute())
    for (const url of row.data.match(/\/uploads\/[\w.-]+/g) ?? []) referenced.add(url);
  const demoFiles = (
    await db.db.selectFrom("uploads").select(["id", "storage_key", "url"]).where("uploaded_by", "is", null).execute()
  ).filter((file) => referenced.has(file.url));
  await db.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("news").execute();
    await trx.deleteFrom("publications").execute();
    await trx.deleteFrom("collection_items").execute();
    await trx.deleteFrom("search_documents").where("type", "<>", "page").execute();
    await trx.deleteFrom("settings").execute();
    for (let i = 0; i < demoFiles.length; i += 500)
      await trx
        .deleteFrom("uploads")
        .where(
          "id",
          "in",
          demoFiles.slice(i, i + 500).map((f) => f.id),
        )
        .execute();
  });
  for (const file of demoFiles) await services.storage.remove(file.storage_key);
  const counts = await seedDemoContent(services);
  await services.settings.set("listen_live_url", null);
  console.log(
    `Seeded ${describeDb(config)}: ${Object.entries(counts)
      .map(([name, n]) => `${n} ${name}`)
      .join(", ")}.`,
  );
} finally {
  await db.close();
}
