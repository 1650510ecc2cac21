import type { Kysely } from "kysely";
import type { Database } from "../../server/db/schema.ts";

const CATEGORIES = ["Civic Education", "Governance", "Public Participation", "Art in Heart", "Community", "Youth"];
const TYPES = ["Research Report", "Policy Brief", "Conference Report", "Impact Report"];
const PLACES = ["Kajiado", "Kisumu", "Nakuru", "Mombasa", "Garissa", "Nyeri", "Turkana", "Machakos"];

const paragraph = (i: number) =>
  `<p>Residents of ${PLACES[i % PLACES.length]} met their ward representatives to go through the county budget line by line, asking how development funds would reach schools, clinics and water points.</p>`;

/**
 * Inserts `news` articles and `publications` straight into the database, in
 * batches: published a minute apart going back from `now`, every 7th featured,
 * every 50th a draft and every 97th scheduled a day ahead. For tests and
 * benchmarks at scale (thousands of items), not for demo content.
 */
export async function insertBulkItems(
  db: Kysely<Database>,
  counts: { news: number; publications: number },
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
}
