import net from "node:net";

export type TcpProxy = {
  port: number;
  /** drops every open connection and refuses new ones, as a stopped database would */
  cut(): Promise<void>;
  /** accepts connections again on the same port */
  restore(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A TCP relay on a random loopback port to `target`, so a test can take "the
 * database" away from an app and bring it back without touching the shared server.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        const address = s.address();
        if (typeof address === "object" && address) port = address.port;
        server = s;
        resolve();
      });
    });
  const close = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return {
    get port() {
      return port;
    },
    cut: close,
    restore: listen,
    stop: close,
  };
}
