import { buffer } from "node:stream/consumers";
import type { Kysely, Updateable } from "kysely";
import {
  LITE_PAGE_IMAGE_MAX_BYTES,
  LITE_PAGE_IMAGE_WIDTH,
  PAGE_IMAGE_WIDTH,
  type PublicationPage,
  type PublicationRender,
} from "../../shared/publication-pages.ts";
import type { Database } from "../db/schema.ts";
import type { Jobs } from "../jobs/jobs-service.ts";
import type { Logger } from "../logger.ts";
import { indexPublicationPage, removePublicationPages } from "../search/search-documents.ts";
import { type FileStorage, STORAGE_KEY } from "../uploads/storage.ts";
import { openPdf } from "./render-pdf.ts";

export const PAGES_JOB = "publication.pages";

/** Pages one job renders before it hands the rest to a follow-up job (a job's lease is minutes, a PDF may be long). */
export const PAGES_PER_JOB = 20;

type Payload = { publicationId: number; pdfUrl: string };

/** `/uploads/<name>.pdf` → the stored name; null for anything else (a link elsewhere can't be rendered). */
export function uploadedPdfKey(pdfUrl: string): string | null {
  const name = /^\/uploads\/([^/?#]+)$/.exec(pdfUrl)?.[1];
  return name && STORAGE_KEY.test(name) && name.endsWith(".pdf") ? name : null;
}

/** The stored name of page `page`'s image at `width`, beside its PDF: `<pdf>-p0002-800.webp`. */
export function pageImageKey(pdfKey: string, page: number, width: number): string {
  return `${pdfKey.replace(/\.pdf$/, "")}-p${String(page).padStart(4, "0")}-${width}.webp`;
}

export type PageRenders = ReturnType<typeof createPageRenders>;

/**
 * Page images and text of each publication's PDF (docs/product.md, "Reading a
 * report page by page"), made by a background job when a PDF is set or
 * replaced. Progress is kept per publication, so staff see "page n of N" and a
 * restarted job carries on where the last one stopped.
 */
export function createPageRenders(deps: {
  db: Kysely<Database>;
  storage: FileStorage;
  jobs: Jobs;
  logger: Logger;
  now: () => Date;
}) {
  const { db, storage, jobs, logger, now } = deps;
  const listeners: Array<() => void> = [];

  const setState = (publicationId: number, pdfUrl: string, changes: Updateable<Database["publication_renders"]>) =>
    db
      .updateTable("publication_renders")
      .set({ ...changes, updated_at: now() })
      .where("publication_id", "=", publicationId)
      .where("pdf_url", "=", pdfUrl)
      .execute();

  /** Starts (again) the render of a publication's PDF; pass a transaction as `trx` to do it with your write. */
  async function schedule(publication: { id: number; pdf_url: string }, trx: Kysely<Database> = db) {
    const values = {
      pdf_url: publication.pdf_url,
      state: "pending" as const,
      pages_done: 0,
      pages_total: null,
      error: null,
    };
    await trx
      .insertInto("publication_renders")
      .values({ publication_id: publication.id, ...values, updated_at: now() })
      .onConflict((oc) => oc.column("publication_id").doUpdateSet({ ...values, updated_at: now() }))
      .execute();
    await trx.deleteFrom("publication_pages").where("publication_id", "=", publication.id).execute();
    await removePublicationPages(trx, publication.id);
    await jobs.enqueue(PAGES_JOB, { publicationId: publication.id, pdfUrl: publication.pdf_url } satisfies Payload, {
      db: trx,
    });
  }

  /** Renders up to PAGES_PER_JOB pages of one publication, then hands on the rest. */
  async function run(payload: Payload) {
    const { publicationId, pdfUrl } = payload;
    const current = await db
      .selectFrom("publication_renders")
      .selectAll()
      .where("publication_id", "=", publicationId)
      .executeTakeFirst();
    // The PDF was replaced (a newer job renders that one) or the publication is gone.
    if (!current || current.pdf_url !== pdfUrl || current.state === "done" || current.state === "no_text") return;
    const key = uploadedPdfKey(pdfUrl);
    if (!key) {
      await setState(publicationId, pdfUrl, { state: "failed", error: "The PDF is a link, not an uploaded file." });
      return;
    }
    let pdf: Awaited<ReturnType<typeof openPdf>>;
    try {
      pdf = await openPdf(new Uint8Array(await buffer(storage.read(key))));
    } catch (error) {
      logger.warn({ err: error, publicationId }, "a publication's PDF could not be opened for page images");
      await setState(publicationId, pdfUrl, { state: "failed", error: "The PDF could not be read." });
      return;
    }
    try {
      const first = Number(current.pages_done) + 1;
      const last = Math.min(pdf.pages, first + PAGES_PER_JOB - 1);
      await setState(publicationId, pdfUrl, { state: "rendering", pages_total: pdf.pages, error: null });
      for (let n = first; n <= last; n++) {
        const page = await pdf.render(n, [PAGE_IMAGE_WIDTH, LITE_PAGE_IMAGE_WIDTH], {
          [LITE_PAGE_IMAGE_WIDTH]: LITE_PAGE_IMAGE_MAX_BYTES,
        });
        const urls: string[] = [];
        for (const width of [PAGE_IMAGE_WIDTH, LITE_PAGE_IMAGE_WIDTH]) {
          const name = pageImageKey(key, n, width);
          await storage.putBytes(name, page.images.get(width) ?? new Uint8Array());
          urls.push(`/uploads/${name}`);
        }
        const row = {
          text: page.text,
          image_url: urls[0] ?? "",
          lite_image_url: urls[1] ?? "",
          width: page.width,
          height: page.height,
        };
        // The page's text is searchable from the moment it is stored (docs/product.md, "Search").
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto("publication_pages")
            .values({ publication_id: publicationId, page: n, ...row })
            .onConflict((oc) => oc.columns(["publication_id", "page"]).doUpdateSet(row))
            .execute();
          await indexPublicationPage(trx, publicationId, n, page.text);
        });
        await setState(publicationId, pdfUrl, { pages_done: n });
      }
      if (last < pdf.pages) {
        await jobs.enqueue(PAGES_JOB, payload);
        return;
      }
      const withText = await db
        .selectFrom("publication_pages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("publication_id", "=", publicationId)
        .where("text", "<>", "")
        .executeTakeFirstOrThrow();
      await setState(publicationId, pdfUrl, { state: Number(withText.n) > 0 ? "done" : "no_text" });
      for (const listener of listeners) listener();
    } catch (error) {
      await setState(publicationId, pdfUrl, { state: "failed", error: "Rendering stopped; it will be tried again." });
      throw error;
    } finally {
      await pdf.close();
    }
  }

  jobs.handle(PAGES_JOB, (payload) => run(payload as Payload));

  return {
    schedule,

    /** Calls `listener` whenever a publication's pages are all rendered (cached pages must go). */
    onRendered(listener: () => void) {
      listeners.push(listener);
    },

    /** Publications whose page images are still to make, and their pages made so far of those counted yet. */
    async unfinished(): Promise<{ publications: number; pagesDone: number; pagesTotal: number }> {
      const rows = await db
        .selectFrom("publication_renders")
        .select(["pages_done", "pages_total"])
        .where("state", "in", ["pending", "rendering"])
        .execute();
      return {
        publications: rows.length,
        pagesDone: rows.reduce((sum, row) => sum + Number(row.pages_done), 0),
        pagesTotal: rows.reduce((sum, row) => sum + Number(row.pages_total ?? 0), 0),
      };
    },

    /** Schedules every publication whose PDF has no render yet (those from before page images, and after a restore). */
    async scheduleMissing(): Promise<number> {
      const rows = await db
        .selectFrom("publications")
        .leftJoin("publication_renders", "publication_renders.publication_id", "publications.id")
        .select(["publications.id", "publications.pdf_url"])
        .where((eb) =>
          eb.or([
            eb("publication_renders.publication_id", "is", null),
            eb("publication_renders.pdf_url", "<>", eb.ref("publications.pdf_url")),
          ]),
        )
        .execute();
      for (const row of rows) await schedule({ id: Number(row.id), pdf_url: row.pdf_url });
      return rows.length;
    },

    async state(publicationId: number): Promise<PublicationRender | null> {
      const row = await db
        .selectFrom("publication_renders")
        .selectAll()
        .where("publication_id", "=", publicationId)
        .executeTakeFirst();
      if (!row) return null;
      const total = row.pages_total === null ? null : Number(row.pages_total);
      return { state: row.state, pagesDone: Number(row.pages_done), pagesTotal: total, error: row.error };
    },

    /** One rendered page; null before it is rendered or past the end. */
    async page(publicationId: number, page: number): Promise<PublicationPage | null> {
      if (!Number.isSafeInteger(page) || page < 1) return null;
      const row = await db
        .selectFrom("publication_pages")
        .selectAll()
        .where("publication_id", "=", publicationId)
        .where("page", "=", page)
        .executeTakeFirst();
      if (!row) return null;
      return {
        page: Number(row.page),
        text: row.text,
        imageUrl: row.image_url,
        liteImageUrl: row.lite_image_url,
        width: Number(row.width),
        height: Number(row.height),
      };
    },
  };
}
