import { describe, expect, it } from "vitest";
import { killRun } from "../../bench/kill-run.ts";
import { databaseKinds } from "../support/databases.ts";

// The short version of `bench/kill.ts`: 20 writers, SIGKILL after 1.5 s (and 150 acknowledged writes), restart, check.
describe.each(await databaseKinds())("no acknowledged write lost when the server is killed, on %s", (kind) => {
  // Two server starts and up to 30 s of writing (until 150 are acknowledged) by design: more than the default
  // minute beside a CPU hog.
  it("finds every write that got a 2xx answer after a kill -9 and restart", { timeout: 180_000 }, async () => {
    const r = await killRun({ kind, writers: 20, killAfterMs: 1500, minAcknowledged: 150 });
    console.log(
      `${kind}: ${r.acknowledged} acknowledged, ${r.present} present, ${r.lost} lost (${r.inFlight} in flight, back in ${r.recoveredInMs} ms)`,
    );
    expect(r.problems).toEqual([]);
    expect(r.acknowledged).toBeGreaterThanOrEqual(150);
    expect(r.present).toBe(r.acknowledged);
    expect(r.lost).toBe(0);
  });
});
