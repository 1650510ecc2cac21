import { FAKE_AT_ACCOUNT, fakeAtEnv } from "../server/sms/fake-at/dev-credentials.ts";
import { startFakeAt } from "../server/sms/fake-at/fake-at.ts";

/**
 * `npm run fake-at [-- --port 4xxxx --report-ms 2000]`: a fake Africa's Talking
 * on its own, for trying SMS against `npm start`. Prints the variables to give
 * the site. Every accepted message gets a "Success" delivery report once
 * `--delivery-url` (from `npm run sms -- urls`) is given.
 */
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const fake = await startFakeAt({
  ...FAKE_AT_ACCOUNT,
  port: Number(arg("--port") ?? 0),
  autoReportMs: Number(arg("--report-ms") ?? 2000),
});
fake.callbacks.delivery = arg("--delivery-url");
console.log(`Fake Africa's Talking listening at ${fake.url}. Start the site with:`);
for (const [name, value] of Object.entries(fakeAtEnv(fake.url))) console.log(`  ${name}=${value}`);
console.log("Numbers ending 0403 are refused as invalid; 0406 as having blocked the sender (then suppressed).");
