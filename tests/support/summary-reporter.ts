import type { Reporter, TestModule } from "vitest/node";

/** Prints the one closing line CI reads: `N passed, N failed[, N skipped]` over every project. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      // A file that failed to load has no tests; count it as a failure.
      if (module.state() === "failed" && [...module.children.allTests()].length === 0) failed++;
    }
    failed += unhandledErrors.length;
    const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
    process.stdout.write(`\n${line}\n`);
  }
}
