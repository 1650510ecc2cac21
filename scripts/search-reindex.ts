import { PAGES } from "../app/content/pages/page-registry.ts";
import { contentWriter } from "../server/content/content-write.ts";
import { createPagesService } from "../server/pages/pages-service.ts";
import { PAGE_COPY } from "../server/search/page-copy.ts";
import { rebuildSearchIndex } from "../server/search/search-index.ts";
import { pagesShown } from "../server/sms/sms-pages.ts";
import { describeDb, failuresAsOneLine, openForCli } from "./cli-context.ts";

// `npm run search:reindex`: rebuilds the site search's index from the content (decision 0059).
failuresAsOneLine("Reindexing");
const { config, db } = await openForCli();
try {
  const started = performance.now();
  // The pages' copy as staff edited it (nothing is written here: the write path is never used).
  const pages = createPagesService({
    db: db.db,
    now: () => new Date(),
    pages: PAGES,
    write: contentWriter(db.db, async () => {}),
  });
  const documents = await rebuildSearchIndex(db.db, pagesShown(await pages.searchCopy(PAGE_COPY), config.sms !== null));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Indexed ${documents} documents in ${describeDb(config)} (${seconds} s).`);
} finally {
  await db.close();
}
