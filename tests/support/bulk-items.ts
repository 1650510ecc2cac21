import type { Kysely } from "kysely";
import type { Database } from "../../server/db/schema.ts";

const CATEGORIES = ["Civic Education", "Governance", "Public Participation", "Art in Heart", "Community", "Youth"];
const TYPES = ["Research Report", "Policy Brief", "Conference Report", "Impact Report"];
const PLACES = ["Kajiado", "Kisumu", "Nakuru", "Mombasa", "Garissa", "Nyeri", "Turkana", "Machakos"];

const paragraph = (i: number) =>
  `<p>Residents of ${PLACES[i % PLACES.length]} met their ward representatives to go through the county budget line by line, asking how development funds would reach schools, clinics and water points.</p>`;

/** Words of a report page: civic vocabulary and many rarer words, drawn the same way every time. */
const VOCABULARY = [
  ...PLACES,
  ..."county budget ward assembly residents water school clinic road development fund public participation forum report devolution governor revenue allocation audit committee youth women health education agriculture borehole market security land".split(
    " ",
  ),
];
function pageText(publication: number, page: number): string {
  let seed = (publication * 7919 + page * 104_729) % 2_147_483_647;
  const next = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed;
  };
  const words: string[] = [];
  // ~350 words a page: half from the common vocabulary, half from 20,000 rarer ones.
  for (let i = 0; i < 350; i++) {
    words.push(next() % 2 ? VOCABULARY[next() % VOCABULARY.length]! : `term${next() % 20_000}`);
  }
  return words.join(" ");
}

/**
 * Inserts `news` articles and `publications` straight into the database, in
 * batches: published a minute apart going back from `now`, every 7th featured,
 * every 50th a draft and every 97th scheduled a day ahead; with `pdfPages`,
 * each publication also gets that many pages of extracted PDF text. For tests
 * and benchmarks at scale (thousands of items), not for demo content.
 */
export async function insertBulkItems(
  db: Kysely<Database>,
  counts: { news: number; publications: number; pdfPages?: number },
  now = new Date(),
): Promise<void> {
  const at = (i: number): Date | null => {
    if (i % 50 === 49) return null;
    if (i % 97 === 96) return new Date(now.getTime() + 86_400_000);
    return new Date(now.getTime() - (i + 1) * 60_000);
  };
  const stamp = new Date(now.getTime() - 86_400_000);
  for (let start = 0; start < counts.news; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(counts.news, start + 500); i++) {
      rows.push({
        title: `Ward forum ${i + 1}: ${PLACES[i % PLACES.length]} residents question the county budget`,
        slug: `ward-forum-${i + 1}`,
        excerpt: "Citizens asked how development funds reach their wards, and leaders answered in public.",
        content: paragraph(i).repeat(6),
        category: CATEGORIES[i % CATEGORIES.length]!,
        image_url: null,
        featured: i % 7 === 0,
        published_at: at(i),
        created_at: stamp,
        updated_at: stamp,
      });
    }
    await db.insertInto("news").values(rows).execute();
  }
  for (let start = 0; start < counts.publications; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(counts.publications, start + 500); i++) {
      rows.push({
        title: `County budget report ${i + 1}: ${PLACES[i % PLACES.length]}`,
        slug: `county-budget-report-${i + 1}`,
        type: TYPES[i % TYPES.length]!,
        description: "What residents asked for at public participation forums, and what the budget gave them.",
        pdf_url: "/uploads/00000000000000000000000000000000.pdf",
        featured: i % 40 === 0,
        published_at: at(i),
        pages: 12 + (i % 30),
        size: "1.2MB",
        read_time: "8 min",
        created_at: stamp,
        updated_at: stamp,
      });
    }
    await db.insertInto("publications").values(rows).execute();
  }
  const pages = counts.pdfPages ?? 0;
  if (!pages) return;
  const ids = await db.selectFrom("publications").select("id").orderBy("id").execute();
  let rows = [];
  for (const { id } of ids) {
    for (let page = 1; page <= pages; page++) {
      rows.push({
        publication_id: id,
        page,
        text: pageText(Number(id), page),
        image_url: "",
        lite_image_url: "",
        width: 1240,
        height: 1754,
      });
      if (rows.length === 500) {
        await db.insertInto("publication_pages").values(rows).execute();
        rows = [];
      }
    }
  }
  if (rows.length) await db.insertInto("publication_pages").values(rows).execute();
}
