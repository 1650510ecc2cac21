import type { Kysely } from "kysely";
import { migrateToLatest } from "../server/db/migrations/index.ts";
import { describeDb, failuresAsOneLine, openForCli } from "./cli-context.ts";

failuresAsOneLine("Migration");

// `npm run db:migrate`: applies any pending migrations (the server also does this at start-up).
const { config, db } = await openForCli({ migrate: false });
try {
  const applied = await migrateToLatest(db.db as unknown as Kysely<unknown>, db.dialect);
  console.log(
    applied.length > 0
      ? `Applied ${applied.length} migration(s) to ${describeDb(config)}: ${applied.join(", ")}`
      : `${describeDb(config)} is up to date.`,
  );
} finally {
  await db.close();
}
