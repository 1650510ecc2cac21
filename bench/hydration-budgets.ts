import zlib from "node:zlib";
/**
 * What a public page's document carries besides its HTML: the inline scripts
 * (React Router's route context and the turbo-stream hydration data), and the
 * document's size on the wire (docs/decisions/0093-hydrate-less.md).
 */
export const HYDRATION_BUDGET_BYTES = 10 * 1024;
export const HOME_DOCUMENT_BROTLI_BUDGET_BYTES = 14 * 1024;
/**
 * TCP's first window: ten segments of 1,460 bytes, what a phone receives in the first round trip.
 * The home page's answer in each language (headers and brotli body) fits in it, so its first paint
 * waits for one round trip, not two (docs/decisions/0099-one-menu-for-every-width.md,
 * 0100-shared-parts-words.md).
 */
export const FIRST_WINDOW_BYTES = 14_600;
/** The pages whose answer fits in the first window: the home page in English and in Kiswahili. */
export const FIRST_WINDOW_PAGES = ["/", "/sw"] as const;

export type DocumentWeight = {
  label: string;
  path: string;
  /** every inline script but JSON-LD (which is data for search engines, not for hydration) */
  inlineScriptBytes: number;
  /** of which the turbo-stream loader data (`__reactRouterContext.streamController.enqueue(…)`) */
  loaderDataBytes: number;
  documentBytes: number;
  brotliBytes: number;
  /** the answer on the wire: its status line and headers, and the brotli body */
  wireBytes: number;
};

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Inline script bytes of a document, JSON-LD and external scripts left out. */
export function inlineScripts(html: string): { all: number; loaderData: number } {
  let all = 0;
  let loaderData = 0;
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/.test(attributes) || /application\/ld\+json/.test(attributes)) continue;
    const bytes = Buffer.byteLength(body);
    all += bytes;
    if (body.includes("streamController.enqueue")) loaderData += bytes;
  }
  return { all, loaderData };
}

/**
 * The document's brotli size as the page cache keeps it: at the highest quality,
 * made just after the first answer (server/page-cache/page-cache.ts), so what
 * every later visitor downloads. Computed here rather than read off the server,
 * whose cache a just-started server clears as its first background jobs change content.
 */
const brotli = (text: string) =>
  zlib.brotliCompressSync(text, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  }).length;

/** The pages the budgets hold for: `/`, `/sw`, `/about`, `/news`, the newest article and `/donate`. */
export async function budgetPages(baseUrl: string): Promise<Array<[label: string, path: string]>> {
  const news = (await (await fetch(`${baseUrl}/api/news?limit=1`)).json()) as { items: Array<{ slug: string }> };
  const slug = news.items[0]?.slug;
  if (!slug) throw new Error("no news article to measure");
  return [
    ["/", "/"],
    ["/sw", "/sw"],
    ["/about", "/about"],
    ["/news", "/news"],
    ["article", `/news/${slug}`],
    ["/donate", "/donate"],
  ];
}

/**
 * The bytes of an answer's status line and headers as HTTP/1.1 sends them, with the body's length
 * as `bodyBytes` (the cache's smallest brotli form, which may not be made yet when it is asked).
 */
function headerBytes(res: Response, bodyBytes: number): number {
  let bytes = `HTTP/1.1 ${res.status} ${res.statusText}\r\n`.length + 2;
  res.headers.forEach((value, name) => {
    bytes += name.length + 2 + (name === "content-length" ? String(bodyBytes) : value).length + 2;
  });
  return bytes;
}

/** Fetches each page as a first visit (no cookie) and weighs its document. */
export async function measureDocuments(
  baseUrl: string,
  pages: Array<[label: string, path: string]>,
): Promise<DocumentWeight[]> {
  const out: DocumentWeight[] = [];
  for (const [label, path] of pages) {
    const res = await fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": "identity" } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    const html = await res.text();
    const scripts = inlineScripts(html);
    const brotliBytes = brotli(html);
    // The headers a browser gets with the brotli answer (its policy names the page's script hashes).
    const compressed = await fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": "br" } });
    await compressed.arrayBuffer();
    out.push({
      label,
      path,
      inlineScriptBytes: scripts.all,
      loaderDataBytes: scripts.loaderData,
      documentBytes: Buffer.byteLength(html),
      brotliBytes,
      wireBytes: headerBytes(compressed, brotliBytes) + brotliBytes,
    });
  }
  return out;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The weights as a table for the console. */
export function printDocumentWeights(rows: DocumentWeight[]): void {
  console.log(
    "page".padEnd(12),
    "inline scripts".padStart(15),
    "loader data".padStart(12),
    "document".padStart(10),
    "brotli".padStart(9),
    "on the wire".padStart(12),
  );
  for (const r of rows) {
    console.log(
      r.label.padEnd(12),
      kb(r.inlineScriptBytes).padStart(15),
      kb(r.loaderDataBytes).padStart(12),
      kb(r.documentBytes).padStart(10),
      kb(r.brotliBytes).padStart(9),
      `${r.wireBytes.toLocaleString("en")} B`.padStart(12),
    );
  }
  console.log(
    `budgets: inline scripts ≤ ${kb(HYDRATION_BUDGET_BYTES)} per page, brotli document of / ≤ ${kb(HOME_DOCUMENT_BROTLI_BUDGET_BYTES)}, ${FIRST_WINDOW_PAGES.join(" and ")} on the wire ≤ ${FIRST_WINDOW_BYTES.toLocaleString("en")} B (TCP's first window)`,
  );
  const over = rows.filter((r) => r.inlineScriptBytes > HYDRATION_BUDGET_BYTES).map((r) => r.label);
  const home = rows.find((r) => r.label === "/");
  const wide = rows.filter(
    (r) => (FIRST_WINDOW_PAGES as readonly string[]).includes(r.label) && r.wireBytes > FIRST_WINDOW_BYTES,
  );
  if (over.length || (home && home.brotliBytes > HOME_DOCUMENT_BROTLI_BUDGET_BYTES) || wide.length) {
    console.log(
      `OVER BUDGET: inline scripts on ${over.join(", ") || "no page"}; brotli document of / ${home ? kb(home.brotliBytes) : "?"}; past the first window: ${wide.map((r) => `${r.label} ${r.wireBytes} B`).join(", ") || "none"} (decisions 0093, 0095, 0099, 0100)`,
    );
  } else {
    console.log("every page within its budgets");
  }
}
