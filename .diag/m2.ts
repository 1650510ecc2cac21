import { budgetPages, measureDocuments } from "../bench/hydration-budgets.ts";
import { startServer } from "../tests/support/server.ts";
const server = await startServer({ LOG_LEVEL: "silent" });
try {
  const pages = await budgetPages(server.url);
  const w = await measureDocuments(server.url, pages);
  console.log(w.map((x) => `${x.label} ${x.brotliBytes}`).join("\n"));
  for (const [, p] of pages) {
    const r = await fetch(`${server.url}${p}`, { headers: { "accept-encoding": "br" } });
    await r.arrayBuffer();
    console.log("after:", p, r.headers.get("content-length"));
  }
} finally { await server.stop(); }
