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
          // Each file starts its own server; two at a time suits a 2-core machine.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
