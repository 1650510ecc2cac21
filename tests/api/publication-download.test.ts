import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Publication } from "../../shared/publications.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

describe.each(kinds)("publication downloads on %s", (kind) => {
  let h: Harness;
  let token: string;
  let pdfUrl: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(await doc.save())]), "cba81f61.pdf");
    const res = await h.call("POST", "/api/upload", { token, body });
    expect(res.status).toBe(201);
    pdfUrl = ((await res.json()) as { url: string }).url;
  });
  afterAll(() => h.close());

  async function publish(title: string, url = pdfUrl, published_at: string | null = "2025-06-01T09:00:00.000Z") {
    const res = await h.call("POST", "/api/publications", { token, json: { title, pdf_url: url, published_at } });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Publication;
  }

  it("names an ASCII title's file after its slug", async () => {
    const item = await publish("County Budget Guide 2026");
    const res = await h.call("GET", `/publications/${item.slug}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="county-budget-guide-2026.pdf"; filename*=UTF-8''County%20Budget%20Guide%202026.pdf`,
    );
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("keeps a non-ASCII title in filename* and an ASCII slug in filename", async () => {
    const item = await publish("Ripoti ya Bajeti: Kaunti za Pwani — Mwongozo «2026» ñ");
    const res = await h.call("GET", `/publications/${item.slug}/download`);
    expect(res.status).toBe(200);
    const header = res.headers.get("content-disposition") ?? "";
    expect(header).toBe(
      `attachment; filename="${item.slug}.pdf"; filename*=UTF-8''${encodeURIComponent("Ripoti ya Bajeti Kaunti za Pwani — Mwongozo «2026» ñ.pdf")}`,
    );
    expect(item.slug).toBe("ripoti-ya-bajeti-kaunti-za-pwani-mwongozo-2026-n");
    // Every byte of the header is ASCII (HTTP headers carry no raw UTF-8).
    expect(/^[\x20-\x7e]+$/.test(header)).toBe(true);
  });

  it("redirects to a PDF kept elsewhere; drafts and unknown slugs are 404 with a JSON error", async () => {
    const external = await publish("Elsewhere Report", "https://example.org/report.pdf");
    const moved = await h.call("GET", `/publications/${external.slug}/download`);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("https://example.org/report.pdf");
    const draft = await publish("Draft Report", pdfUrl, null);
    const hidden = await h.call("GET", `/publications/${draft.slug}/download`);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ error: "Publication not found" });
    expect((await h.call("GET", "/publications/no-such-report/download")).status).toBe(404);
  });
});
