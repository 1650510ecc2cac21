import { afterEach, beforeEach, vi } from "vitest";

// Any unexpected console.error fails the test that caused it.
let calls: unknown[][] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
  }
});
