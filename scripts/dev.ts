import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";

/**
 * `npm run dev`: the same Hono app as production, with Vite in middleware mode
 * for hot reloading. Server modules are loaded through Vite so the page loaders
 * and this process share one module graph (and one database handle).
 */
// A local mail catcher: unless SMTP_URL is set, every mail the site sends (staff notices,
// newsletter confirmations) is caught by maildev and shown in the browser.
if (!process.env.SMTP_URL) {
  const { MailDev } = await import("maildev");
  const smtp = Number(process.env.MAILDEV_SMTP_PORT ?? 1025);
  const web = Number(process.env.MAILDEV_WEB_PORT ?? 1080);
  try {
    await new MailDev({ smtp, web, ip: "127.0.0.1", webIp: "127.0.0.1", silent: true }).start();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp}`;
    process.env.STAFF_EMAIL ??= "staff@uraia.localhost";
    console.log(`Mail catcher: every mail the site sends shows at http://127.0.0.1:${web}`);
  } catch (error) {
    console.warn(
      `The mail catcher could not start (${String(error)}); mail is off. Set SMTP_URL to use another server.`,
    );
  }
}

// A fake Daraja: unless M-Pesa is configured, giving from /donate works end to end
// against a local stand-in (the phone number's ending picks the outcome).
if (!Object.keys(process.env).some((name) => name.startsWith("MPESA_"))) {
  const { startFakeDaraja } = await import("../server/mpesa/fake-daraja/fake-daraja.ts");
  const { FAKE_CREDENTIALS, fakeDarajaEnv } = await import("../server/mpesa/fake-daraja/dev-credentials.ts");
  const fake = await startFakeDaraja({
    ...FAKE_CREDENTIALS,
    delayMs: Number(process.env.FAKE_DARAJA_DELAY_MS ?? 3000),
  });
  Object.assign(process.env, fakeDarajaEnv(fake.url));
  console.log(`Fake Daraja at ${fake.url}: M-Pesa prompts from /donate are answered by it (see README).`);
}

// A fake Africa's Talking: unless SMS is configured, the SMS sign-up, reminders and broadcasts
// work end to end against a local stand-in (every message is reported delivered after 2 s).
const smsConfigured = Object.keys(process.env).some((name) => name.startsWith("AT_") || name === "SMS_PROVIDER");
const fakeAt = smsConfigured
  ? null
  : await (async () => {
      const { startFakeAt } = await import("../server/sms/fake-at/fake-at.ts");
      const { FAKE_AT_ACCOUNT, fakeAtEnv } = await import("../server/sms/fake-at/dev-credentials.ts");
      const fake = await startFakeAt({ ...FAKE_AT_ACCOUNT, autoReportMs: 2000 });
      Object.assign(process.env, fakeAtEnv(fake.url));
      console.log(`Fake Africa's Talking at ${fake.url}: the site's SMS go to it (see README).`);
      return fake;
    })();

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const load = <T>(id: string) => vite.ssrLoadModule(id) as Promise<T>;

const { loadConfig } = await load<typeof import("../server/config.ts")>("/server/config.ts");
const { createLogger } = await load<typeof import("../server/logger.ts")>("/server/logger.ts");
const { openDb } = await load<typeof import("../server/db/connection.ts")>("/server/db/connection.ts");
const { createServices } = await load<typeof import("../server/services.ts")>("/server/services.ts");
const { startUp } = await load<typeof import("../server/start-up.ts")>("/server/start-up.ts");
const { createApp } = await load<typeof import("../server/app.ts")>("/server/app.ts");
const { artworkStore } = await load<typeof import("../server/artwork/artwork-store.ts")>(
  "/server/artwork/artwork-store.ts",
);

const config = loadConfig();
const logger = createLogger(config.logLevel);
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { PAGES: pages } = await load<typeof import("../app/content/pages/page-registry.ts")>(
  "/app/content/pages/page-registry.ts",
);
const services = await startUp(await createServices({ config, db, logger, pages }));

const app = createApp(services, {
  extraConnectSrc: ["ws://localhost:*", "ws://127.0.0.1:*"],
  // Artwork made on first request, kept beside the encoded-file cache (there is no build folder here).
  artwork: artworkStore({ dir: "node_modules/.cache/uraia-artwork/files", logger }),
  renderPage: async (request, nonce) => {
    const build = await load<ServerBuild>("virtual:react-router/server-build");
    const { renderDevPage } = await load<typeof import("./dev-render.ts")>("/scripts/dev-render.ts");
    return renderDevPage(build, services, request, nonce);
  },
});

if (fakeAt) {
  const { smsHookUrls } = await load<typeof import("../server/sms/sms-hook-urls.ts")>("/server/sms/sms-hook-urls.ts");
  Object.assign(fakeAt.callbacks, smsHookUrls(config.publicUrl, services.sms.callbackSecret));
}
services.jobs.start();
const listener = getRequestListener(app.fetch);
http
  .createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)))
  .listen(config.port, config.host, () => logger.info({ url: config.publicUrl }, "Uraia dev server listening"));
