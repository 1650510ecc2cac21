import { defineConfig } from "vitest/config";

const pg = process.env.CI === "true" ? "required" : "optional";

export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    env: { URAIA_TEST_POSTGRES: pg },
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts"],
          setupFiles: ["./tests/support/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          setupFiles: ["./tests/support/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          // Each file starts its own server; two at a time suits a 2-core machine.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
