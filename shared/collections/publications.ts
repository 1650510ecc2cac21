import { publicationPath } from "../publications.ts";
import { publicationReadingPath } from "../share-urls.ts";
import { defineCollection, type StoredHook } from "./define.ts";
import {
  featured,
  managedChoice,
  optionalText,
  pdf,
  publishAt,
  textOrDefault,
  title,
  wholeNumber,
} from "./stored-fields.ts";

/** The `publications` table; /publications?doc={slug}; old slugs are not kept. */
export const PUBLICATIONS_STORAGE: StoredHook = {
  table: "publications",
  address: publicationPath,
  searchType: "publications",
  searchFields: { excerpt: "description", body: ["type"] },
  pageAddress: publicationReadingPath,
};

/**
 * Reports and briefs as PDFs, kept in the `publications` table (decision 0074):
 * /publications?doc={slug}, the slug following the title. The PDF's pages and
 * size fill in from an upload; the page images render on the server beside it.
 * The fields stand in the order the API names problems.
 */
export const publications = defineCollection({
  name: "publications",
  label: "Publications",
  singular: "Publication",
  titleField: "title",
  order: "starts-desc",
  formOrder: ["title", "type", "featured", "description", "pdf_url", "pages", "size", "read_time"],
  listFields: ["type", "featured"],
  stored: PUBLICATIONS_STORAGE,
  fields: {
    title: title(),
    pdf_url: pdf("PDF URL", "PDF"),
    type: managedChoice("Type", "publication-types", "Report"),
    description: { ...textOrDefault("Description", 2000), rows: 3 },
    featured: featured(),
    published_at: publishAt(),
    pages: wholeNumber("Pages", 100_000),
    size: { ...optionalText("Size", 20), noneShownAs: "—" },
    read_time: { ...optionalText("Read time", 20), noneShownAs: "—", translatable: true },
  },
});
