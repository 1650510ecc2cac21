import { describe, expect, it } from "vitest";
import { step } from "./step-progress.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a step of starting", () => {
  it("says nothing when it is done before it has been quiet long enough", async () => {
    const lines: string[] = [];
    const result = await step("Search index", async () => "built", {
      write: (text) => lines.push(text),
      quietMs: 200,
      everyMs: 100,
    });
    expect(result).toBe("built");
    expect(lines).toEqual([]);
  });

  it("says what it does and how far it is at least every interval, then how long it took", async () => {
    const lines: string[] = [];
    await step(
      "Demo content",
      async (progress) => {
        progress.report("news 1 of 2");
        await wait(130);
        progress.report("news 2 of 2");
        await wait(160);
      },
      { write: (text) => lines.push(text), quietMs: 50, everyMs: 100 },
    );
    const said = lines.map((line) => line.replace(/\d+\.\d s/, "N s"));
    expect(said[0]).toBe("Demo content: news 1 of 2, N s so far…\n");
    expect(said).toContain("Demo content: news 2 of 2, N s so far…\n");
    expect(said.at(-1)).toBe("Demo content: done in N s\n");
    expect(said.length).toBeGreaterThanOrEqual(3);
  });

  it("says it failed, and passes the error on", async () => {
    const lines: string[] = [];
    const failing = step(
      "Database migrations",
      async () => {
        await wait(80);
        throw new Error("no such table");
      },
      { write: (text) => lines.push(text), quietMs: 20, everyMs: 1000 },
    );
    await expect(failing).rejects.toThrow("no such table");
    expect(lines.map((line) => line.replace(/\d+\.\d s/, "N s"))).toEqual([
      "Database migrations: N s so far…\n",
      "Database migrations: failed after N s\n",
    ]);
  });
});
