import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Browser files that walk every page (tests/e2e/conformance-support.ts and the like): the
 * longest of the run, though their own files are small. On a clean clone Vitest knows no
 * durations and runs the largest files first, which would leave these for the end.
 */
const WALKS = /tests\/e2e\/(conformance-walk-\d|lite|kiswahili-walk)\.test\.ts$/;

/**
 * The order files start in, over the two lanes of vitest.config.ts: the browser files, the
 * longest first (the walks, then Vitest's own order: the last run's durations when it has
 * them, else file size), with an API file after each so that the API files, which wait on
 * their databases more than they compute, run beside a browser file instead of after all of
 * them; the unit files, all short, last, where they fill the lane that ends first.
 */
export default class Sequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const of = (name: string) => sorted.filter((file) => file.project.name === name);
    const browser = of("e2e");
    const walks = browser.filter((file) => WALKS.test(file.moduleId));
    const queue = [...walks, ...browser.filter((file) => !walks.includes(file))];
    const api = [...of("api"), ...of("own-modules")];
    const rest = sorted.filter((file) => !queue.includes(file) && !api.includes(file));
    const order: TestSpecification[] = [];
    const perBrowserFile = api.length / Math.max(1, queue.length);
    let owed = 0;
    for (const file of queue) {
      order.push(file);
      for (owed += perBrowserFile; owed >= 1 && api.length > 0; owed--) order.push(api.shift() as TestSpecification);
    }
    return [...order, ...api, ...rest];
  }
}
