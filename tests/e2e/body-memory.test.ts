import { describe, expect, it } from "vitest";
import { measureBodyMemory } from "../../bench/body-memory.ts";

// The short form of `node bench/body-memory.ts`: the same run, with its goal as the assertion.
describe("memory under oversized posts", () => {
  it("stays below 400 MB with 10 parallel 300 MB posts to every form route", async () => {
    const result = await measureBodyMemory();
    console.log(
      `peak ${result.after.peakMb} MB (idle ${result.idle.rssMb} MB); ${result.rows.map((r) => `${r.route} ${r.mode}: ${r.statuses}`).join("; ")}`,
    );
    for (const row of result.rows) expect(row.statuses, `${row.route} ${row.mode}`).toMatch(/^10×(413|200)$/);
    expect(result.after.peakMb).toBeLessThan(400);
  }, 180_000);
});
