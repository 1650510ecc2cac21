import { FAKE_CREDENTIALS, fakeDarajaEnv } from "../server/mpesa/fake-daraja/dev-credentials.ts";
import { startFakeDaraja } from "../server/mpesa/fake-daraja/fake-daraja.ts";

/**
 * `npm run fake-daraja [-- --port 4xxxx --delay-ms 3000]`: a fake Daraja on its
 * own, for trying the M-Pesa flow against `npm start`. Prints the variables to
 * give the site. The phone number's last four digits pick what happens
 * (server/mpesa/fake-daraja/fake-scenarios.ts).
 */
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const fake = await startFakeDaraja({
  ...FAKE_CREDENTIALS,
  port: Number(arg("--port") ?? 0),
  delayMs: Number(arg("--delay-ms") ?? 3000),
});
console.log(`Fake Daraja listening at ${fake.url}. Start the site with:`);
for (const [name, value] of Object.entries(fakeDarajaEnv(fake.url))) console.log(`  ${name}=${value}`);
console.log("Phone endings: …1032 cancelled, …0001 no money, …2001 wrong PIN, …1037 unreachable,");
console.log("…0000 no callback (the query answers), …0002 callback twice, …0009 paid one shilling short.");
