import { isEmptyDatabase, seedDemoContent } from "../server/demo/seed-demo.ts";
import { createLogger } from "../server/logger.ts";
import { createServices } from "../server/services.ts";
import { describeDb, fail, openForCli } from "./cli-context.ts";

// `npm run db:seed [-- --yes]`: replaces all news, publications and settings with the demo content.
const { config, db } = await openForCli();
try {
  const services = await createServices({
    config: { ...config, demoContent: false },
    db,
    logger: createLogger(config.logLevel === "info" ? "warn" : config.logLevel),
  });
  if (!(await isEmptyDatabase(services)) && !process.argv.includes("--yes")) {
    fail(
      `This replaces all news, publications and settings in ${describeDb(config)} with the demo content.\nRun again with: npm run db:seed -- --yes`,
    );
  }
  // The generated PDFs of earlier demo publications go too (staff uploads are kept).
  const demoFiles = await db.db
    .selectFrom("uploads")
    .select(["id", "storage_key"])
    .where("uploaded_by", "is", null)
    .where("url", "in", db.db.selectFrom("publications").select("pdf_url"))
    .execute();
  await db.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("news").execute();
    await trx.deleteFrom("publications").execute();
    await trx.deleteFrom("settings").execute();
    if (demoFiles.length > 0)
      await trx
        .deleteFrom("uploads")
        .where(
          "id",
          "in",
          demoFiles.map((f) => f.id),
        )
        .execute();
  });
  for (const file of demoFiles) await services.storage.remove(file.storage_key);
  const counts = await seedDemoContent(services);
  await services.settings.set("listen_live_url", null);
  console.log(`Seeded ${describeDb(config)}: ${counts.news} news items and ${counts.publications} publications.`);
} finally {
  await db.close();
}
