import { postgresAvailable } from "../tests/support/databases.ts";
import { killRun } from "./kill-run.ts";

// `npx node bench/kill.ts`: ~20 writers create and edit news, the server is killed with SIGKILL
// mid-run and restarted, and every acknowledged write is checked (KILL_WRITERS, KILL_AFTER_MS).
const writers = Number(process.env.KILL_WRITERS ?? 20);
const killAfterMs = Number(process.env.KILL_AFTER_MS ?? 5000);
const kinds: Array<"sqlite" | "postgres"> = (await postgresAvailable()) ? ["sqlite", "postgres"] : ["sqlite"];
let failed = false;
for (const kind of kinds) {
  const r = await killRun({ kind, writers, killAfterMs });
  console.log(
    `${kind}: ${r.acknowledged} acknowledged, ${r.present} present, ${r.lost} lost (${writers} writers, killed after ${r.killedAfterMs} ms, ${r.inFlight} in flight, back in ${r.recoveredInMs} ms)`,
  );
  for (const problem of r.problems) console.log(`  ${problem}`);
  if (r.lost > 0) failed = true;
}
process.exit(failed ? 1 : 0);
