import { FAKE_CREDENTIALS, fakeDarajaEnv } from "../server/mpesa/fake-daraja/dev-credentials.ts";
import { startFakeDaraja } from "../server/mpesa/fake-daraja/fake-daraja.ts";

/**
 * `npm run fake-daraja [-- --port 4010 --delay-ms 3000]`: a fake Daraja on its
 * own, for trying the M-Pesa flow against `npm start` (a random free port
 * unless `--port`). Prints the variables to give the site as one command to
 * paste. The phone number's last four digits pick what happens
 * (server/mpesa/fake-daraja/fake-scenarios.ts).
 */
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
/** A whole number in [min, max], or a one-line error naming the option. */
function option(name: string, fallback: number, min: number, max: number): number {
  const text = arg(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
    process.exit(1);
  }
  return value;
}
const port = option("--port", 0, 0, 65535);
const delayMs = option("--delay-ms", 3000, 0, 600_000);
const fake = await startFakeDaraja({ ...FAKE_CREDENTIALS, port, delayMs }).catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  console.error(code === "EADDRINUSE" ? `Port ${port} is in use: pick another with --port` : String(error));
  process.exit(1);
});
const quoted = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;
const variables = Object.entries(fakeDarajaEnv(fake.url)).map(([name, value]) => `${name}=${quoted(value)}`);
console.log(`Fake Daraja listening at ${fake.url}. In another terminal, start the site with:\n`);
console.log(`  ${variables.join(" ")} npm start\n`);
console.log("or put these lines in your environment file:\n");
for (const line of variables) console.log(`  ${line}`);
console.log("\nPhone endings: …1032 cancelled, …0001 no money, …2001 wrong PIN, …1037 unreachable,");
console.log("…0000 no callback (the query answers), …0002 callback twice, …0009 paid one shilling short.");
