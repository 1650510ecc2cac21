import { randomBytes } from "node:crypto";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_JOB, PAGES_PER_JOB } from "../../server/publication-pages/page-renders.ts";
import { LITE_PAGE_IMAGE_MAX_BYTES } from "../../shared/publication-pages.ts";
import type { Publication } from "../../shared/publications.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

/** A PDF of `pages` A4 pages, each with a line of text naming its page (or none: a "scanned" PDF). */
async function generatedPdf(pages: number, withText = true): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = pdf.addPage([595, 842]);
    if (withText) page.drawText(`County budget hearings, page ${n}`, { x: 60, y: 760, size: 18, font });
    page.drawRectangle({ x: 60, y: 300, width: 300, height: 200, borderWidth: 2 });
  }
  return pdf.save();
}

describe.each(kinds)("publication page images on %s", (kind) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  async function storePdf(bytes: Uint8Array): Promise<string> {
    const name = `${randomBytes(16).toString("hex")}.pdf`;
    await h.services.storage.putBytes(name, bytes);
    return `/uploads/${name}`;
  }

  async function publish(pdfUrl: string): Promise<Publication> {
    const res = await h.call("POST", "/api/publications", {
      token,
      json: {
        title: `Budget report ${randomBytes(3).toString("hex")}`,
        pdf_url: pdfUrl,
        published_at: "2025-06-01T09:00:00.000Z",
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Publication;
  }

  async function runJobs() {
    while ((await h.services.jobs.runDue()) > 0) {}
  }

  it("renders each page of an uploaded PDF to WebP at two widths and keeps its text", async () => {
    const publication = await publish(await storePdf(await generatedPdf(3)));
    expect((await h.services.pageRenders.state(publication.id))?.state).toBe("pending");
    await runJobs();
    expect(await h.services.pageRenders.state(publication.id)).toEqual({
      state: "done",
      pagesDone: 3,
      pagesTotal: 3,
      error: null,
    });
    const status = await h.call("GET", `/api/publications/${publication.id}/pages`, { token });
    expect(await status.json()).toEqual({ render: { state: "done", pagesDone: 3, pagesTotal: 3, error: null } });
    const second = await h.services.pageRenders.page(publication.id, 2);
    expect(second?.text).toBe("County budget hearings, page 2");
    expect(second?.width).toBe(800);
    for (const [url, width] of [
      [second?.imageUrl, 800],
      [second?.liteImageUrl, 480],
    ] as const) {
      const res = await h.call("GET", url ?? "");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(width);
      if (width === 480) expect(bytes.byteLength).toBeLessThanOrEqual(LITE_PAGE_IMAGE_MAX_BYTES);
    }
    expect(await h.services.pageRenders.page(publication.id, 4)).toBeNull();
  });

  it("starts again when the PDF is replaced, and notes a PDF without text", async () => {
    const publication = await publish(await storePdf(await generatedPdf(2)));
    await runJobs();
    const res = await h.call("PUT", `/api/publications/${publication.id}`, {
      token,
      json: { pdf_url: await storePdf(await generatedPdf(1, false)) },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await h.services.pageRenders.state(publication.id))?.state).toBe("pending");
    expect(await h.services.pageRenders.page(publication.id, 2)).toBeNull();
    await runJobs();
    expect(await h.services.pageRenders.state(publication.id)).toMatchObject({ state: "no_text", pagesTotal: 1 });
    expect((await h.services.pageRenders.page(publication.id, 1))?.text).toBe("");
  });

  it("fails with a clear note for a PDF that can't be read or isn't an upload", async () => {
    const broken = await publish(await storePdf(new TextEncoder().encode("%PDF-1.4 not really a pdf")));
    const linked = await publish("https://example.org/report.pdf");
    await runJobs();
    expect(await h.services.pageRenders.state(broken.id)).toMatchObject({
      state: "failed",
      error: "The PDF could not be read.",
    });
    expect(await h.services.pageRenders.state(linked.id)).toMatchObject({
      state: "failed",
      error: "The PDF is a link, not an uploaded file.",
    });
  });

  it("renders a long PDF over several jobs, with progress, and schedules publications that have no render", async () => {
    const pages = PAGES_PER_JOB + 2;
    const publication = await publish(await storePdf(await generatedPdf(pages)));
    // The job runner runs until nothing is due: the first job renders PAGES_PER_JOB pages and hands
    // the rest to a follow-up job, which the same run picks up.
    await h.services.jobs.runDue();
    expect(await h.services.pageRenders.state(publication.id)).toMatchObject({
      state: "done",
      pagesDone: pages,
      pagesTotal: pages,
    });
    const rendered = await h.services.db.db
      .selectFrom("jobs")
      .select("id")
      .where("kind", "=", PAGES_JOB)
      .where("status", "=", "done")
      .where("payload", "like", `%"publicationId":${publication.id},%`)
      .execute();
    expect(rendered.length).toBe(2);
    expect((await h.services.pageRenders.page(publication.id, pages))?.text).toBe(
      `County budget hearings, page ${pages}`,
    );

    // A publication from before page images (no render row) is scheduled at start-up.
    await h.services.db.db.deleteFrom("publication_renders").where("publication_id", "=", publication.id).execute();
    expect(await h.services.pageRenders.scheduleMissing()).toBe(1);
    expect((await h.services.pageRenders.state(publication.id))?.state).toBe("pending");
  });
});
