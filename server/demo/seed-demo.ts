import { formatFileSize } from "../../shared/format-size.ts";
import type { Services } from "../services.ts";
import { saveUpload } from "../uploads/upload-records.ts";
import { DEMO_NEWS } from "./demo-news.ts";
import { demoPdf } from "./demo-pdf.ts";
import { DEMO_PUBLICATIONS } from "./demo-publications.ts";

const SEEDER = { staff: true } as const;

/** Adds the demo news and publications (with generated PDFs) through the normal services. */
export async function seedDemoContent(services: Services): Promise<{ news: number; publications: number }> {
  // Oldest first, so ids grow with dates like real use.
  for (const item of [...DEMO_NEWS].reverse()) await services.news.create(item, SEEDER);
  for (const publication of [...DEMO_PUBLICATIONS].reverse()) {
    const { bytes, pages } = await demoPdf(publication);
    const pdfUrl = await saveUpload(
      services.db.db,
      services.storage,
      { bytes },
      {
        ext: "pdf",
        mime: "application/pdf",
        size: bytes.byteLength,
        width: null,
        height: null,
        originalName: null,
        uploadedBy: null,
      },
      services.now(),
    );
    await services.publications.create(
      {
        title: publication.title,
        type: publication.type,
        description: publication.description,
        featured: publication.featured,
        published_at: publication.published_at,
        pdf_url: pdfUrl,
        pages,
        size: formatFileSize(bytes.byteLength),
        read_time: publication.read_time,
      },
      SEEDER,
    );
  }
  return { news: DEMO_NEWS.length, publications: DEMO_PUBLICATIONS.length };
}

/** True when nothing has ever been stored: no news, publications or settings. */
export async function isEmptyDatabase(services: Services): Promise<boolean> {
  const db = services.db.db;
  const [news, publications, settings] = await Promise.all([
    db.selectFrom("news").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("publications").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("settings").select("key").limit(1).executeTakeFirst(),
  ]);
  return !news && !publications && !settings;
}
