import readline from "node:readline";
import { Writable } from "node:stream";

/** Asks for a password on the terminal without echoing it. */
export async function promptPassword(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new Error("No terminal to ask for the password: set ADMIN_PASSWORD instead.");
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    process.stdout.write(question);
    muted = true;
    const answer = await new Promise<string>((resolve) => rl.question("", resolve));
    process.stdout.write("\n");
    return answer;
  } finally {
    rl.close();
  }
}
