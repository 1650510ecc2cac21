import net from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type TestSmtp = {
  /** smtp://127.0.0.1:<port> for SMTP_URL */
  url: string;
  port: number;
  /** every mail received so far, parsed */
  messages: ParsedMail[];
  /** the first mail received (so far or within `timeoutMs`) that matches */
  waitForMail(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** stops listening (an outage); received mail is kept */
  stop(): Promise<void>;
  /** listens again on the same port */
  restart(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * A real SMTP server on a random port that keeps and parses what it receives,
 * so tests read the mails the app really sent (To, Reply-To, subject, links, headers).
 */
export async function startSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              messages.push(mail);
              for (const wake of waiters) wake();
              callback();
            })
            .catch(callback);
        },
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  await listen();

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForMail(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    restart: listen,
  };
}
