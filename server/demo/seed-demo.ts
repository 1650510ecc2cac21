import { formatFileSize } from "../../shared/format-size.ts";
import type { Services } from "../services.ts";
import type { StepProgress } from "../step-progress.ts";
import { saveUpload } from "../uploads/upload-records.ts";
import { nameDemoChoices } from "./demo-choice-names.ts";
import { demoImage } from "./demo-image.ts";
import { DEMO_NEWS } from "./demo-news.ts";
import { demoPdf } from "./demo-pdf.ts";
import { DEMO_PUBLICATIONS } from "./demo-publications.ts";
import { DEMO_SEEDER as SEEDER, storeDemoTranslation, withoutTranslation } from "./demo-translation.ts";
import { seedDemoCollections } from "./seed-collections.ts";

/** Adds the demo news, publications (with generated PDFs) and collections through the normal services. */
export async function seedDemoContent(
  services: Services,
  progress: StepProgress = { report() {} },
): Promise<Record<string, number>> {
  const store = (bytes: Uint8Array, ext: "pdf" | "webp", size?: { width: number; height: number }) =>
    saveUpload(
      services.db.db,
      services.storage,
      { bytes },
      {
        ext,
        mime: ext === "pdf" ? "application/pdf" : "image/webp",
        size: bytes.byteLength,
        width: size?.width ?? null,
        height: size?.height ?? null,
        originalName: null,
        uploadedBy: null,
      },
      services.now(),
    );
  // Oldest first, so ids grow with dates like real use. Every other item gets a generated image.
  const news = [...DEMO_NEWS].reverse();
  for (const [index, demo] of news.entries()) {
    progress.report(`news ${index + 1} of ${news.length}`);
    const [item, sw] = withoutTranslation(demo);
    const withImage = index % 2 === 1 && item.published_at !== null;
    const imageUrl = withImage ? await store(await demoImage(index), "webp", { width: 1200, height: 675 }) : null;
    const created = await services.news.create({ ...item, image_url: imageUrl }, SEEDER);
    await storeDemoTranslation(services, "news", created, sw);
  }
  for (const [index, publication] of [...DEMO_PUBLICATIONS].reverse().entries()) {
    progress.report(`publication ${index + 1} of ${DEMO_PUBLICATIONS.length}`);
    const { bytes, pages } = await demoPdf(publication);
    const pdfUrl = await store(bytes, "pdf");
    const created = await services.publications.create(
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
    await storeDemoTranslation(services, "publications", created, publication.sw);
  }
  progress.report("list names");
  await nameDemoChoices(services);
  progress.report("events, albums, resources and the shop");
  const collections = await seedDemoCollections(services, (bytes, ext) => store(bytes, ext));
  return { news: DEMO_NEWS.length, publications: DEMO_PUBLICATIONS.length, ...collections };
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
