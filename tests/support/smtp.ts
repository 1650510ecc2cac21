import net from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type TestSmtp = {
  /** smtp://127.0.0.1:<port> for SMTP_URL */
  url: string;
  port: number;
  /** every mail received so far, parsed */
  messages: ParsedMail[];
  /** each received mail's envelope (MAIL FROM, RCPT TO), in the order of `messages` */
  envelopes: Array<{ from: string; to: string[] }>;
  /** addresses whose mail is read but never answered (a server that hangs mid-conversation) */
  holding: Set<string>;
  /** the first mail received (so far or within `timeoutMs`) that matches */
  waitForMail(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** stops listening (an outage); received mail is kept */
  stop(): Promise<void>;
  /** listens again on the same port */
  restart(): Promise<void>;
};

/** socket errors that mean the client went away, not that the server failed */
const CLIENT_GONE = new Set(["ECONNRESET", "EPIPE", "ETIMEDOUT"]);

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
export async function startSmtp(
  options: {
    /** recipient → SMTP reply that refuses it at RCPT TO, e.g. "550 5.1.1 No such user" */
    refuse?: Record<string, string>;
  } = {},
): Promise<TestSmtp> {
  const port = await freePort();
  const messages: ParsedMail[] = [];
  const envelopes: TestSmtp["envelopes"] = [];
  const holding = new Set<string>();
  const waiters = new Set<() => void>();
  let server: SMTPServer | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        // The site's mailer keeps its pooled connections open: closing waits this long for them
        // (smtp-server's default is 30 s) before it ends them.
        closeTimeout: 100,
        onRcptTo(address, _session, callback) {
          const refusal = options.refuse?.[address.address.toLowerCase()];
          if (!refusal) return callback();
          const error = new Error(refusal.slice(4)) as Error & { responseCode: number };
          error.responseCode = Number(refusal.slice(0, 3));
          callback(error);
        },
        onData(stream, session, callback) {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          simpleParser(stream)
            .then((mail) => {
              if (to.some((address) => holding.has(address))) return; // never answered
              messages.push(mail);
              envelopes.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to });
              for (const wake of waiters) wake();
              callback();
            })
            .catch(callback);
        },
      });
      const current = server;
      current.once("error", reject);
      current.listen(port, "127.0.0.1", () => {
        current.off("error", reject);
        // A client that dies mid-mail (a killed sender) resets its socket: a real server logs
        // that and goes on serving the others, and so does this one.
        current.on("error", (error: NodeJS.ErrnoException) => {
          if (!CLIENT_GONE.has(error.code ?? "")) throw error;
        });
        resolve();
      });
    });
  await listen();

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    envelopes,
    holding,
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
