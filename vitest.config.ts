import { defineConfig } from "vitest/config";
import Sequencer from "./tests/support/sequencer.ts";

const pg = process.env.CI === "true" ? "required" : "optional";

/**
 * Every project runs in one pool of two lanes: the API and unit files fill the gaps the browser
 * files leave, instead of waiting, one at a time, until the last browser file ends (a project
 * whose own limit differs, or is 1, is run in a group of its own, after the others). Two lanes
 * suit a 2-core machine: each browser file drives its own server and Chromium.
 */
const LANES = 2;

/**
 * Unit and API files share their worker's modules (isolate: false): a fresh copy of the server's
 * modules for each of some 300 files cost more than the tests themselves. A file that replaces a
 * module (vi.mock) or a global for its own run is listed here and keeps a fresh copy of its own.
 */
const OWN_MODULES = ["tests/api/throwaway-kind.test.ts", "app/lib/api-client.test.ts"];

export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    sequence: { sequencer: Sequencer },
    env: { URAIA_TEST_POSTGRES: pg },
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: OWN_MODULES,
          setupFiles: ["./tests/support/fail-on-console-error.ts"],
          maxWorkers: LANES,
          isolate: false,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts", "tests/security/**/*.test.{ts,tsx}"],
          exclude: OWN_MODULES,
          setupFiles: ["./tests/support/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: LANES,
          isolate: false,
        },
      },
      {
        test: {
          name: "own-modules",
          include: OWN_MODULES,
          setupFiles: ["./tests/support/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: LANES,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["./tests/support/e2e-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A state a browser reaches after a key or a click can take seconds on a busy
          // 2-core machine: expect.poll waits up to 10 s for it (Vitest's default is 1 s).
          expect: { poll: { timeout: 10_000 } },
          maxWorkers: LANES,
          fileParallelism: true,
          // As the API files: each file's own state lives in the file, and Playwright and the
          // support modules are loaded once per lane rather than once per file (decision 0098).
          isolate: false,
        },
      },
    ],
  },
});
