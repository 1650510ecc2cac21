import type { QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { CollectionDefinition, Fields, StoredHook } from "../../../../shared/collections/define.ts";
import type { FieldSpec } from "../../../../shared/collections/fields.ts";
import { news } from "../../../../shared/collections/news.ts";
import { publications } from "../../../../shared/collections/publications.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { queryKeys } from "../shell/admin-api.ts";
import type { FormValues } from "./collection-values.ts";
import { PageRenderStatus } from "./page-render-status.tsx";
import { pdfFacts } from "./pdf-facts.ts";

/**
 * News and publications in the admin (decision 0074): their definitions with
 * the labels of the staff member's language, and the few things only one of
 * them has. The forms, rows and lists are the same for both (stored-*.tsx).
 */
export type StoredKindName = StoredHook["table"];

export type StoredKindCopy = {
  createTitle: string;
  create: string;
  creating: string;
  created: string;
  createFailed: string;
  saveFailed: string;
  tableTitle: string;
  empty: string;
  loading: string;
  loadFailed: string;
  /** said instead of the publish choice to staff who may only save drafts */
  draftOnly: string;
  address: string;
};

export type StoredKind = {
  name: StoredKindName;
  definition: CollectionDefinition;
  copy: StoredKindCopy;
  queryKey: QueryKey;
  /** reads a file just uploaded, then fills other fields from it (a PDF's pages and size) */
  fromFile?: (file: File) => Promise<(values: FormValues) => FormValues>;
  /** shown under an item's fields while editing it */
  below?: (id: number) => ReactNode;
};

type Words = Record<string, Partial<Pick<FieldSpec, "label" | "hint" | "placeholder" | "uploadLabel">>>;

/** The definition with its fields' labels, hints and examples in the staff member's language. */
function worded<F extends Fields>(definition: CollectionDefinition<F>, words: Words): CollectionDefinition {
  const fields = Object.fromEntries(
    Object.entries(definition.fields).map(([name, spec]) => [name, { ...spec, ...words[name] }]),
  );
  return { ...(definition as unknown as CollectionDefinition), fields };
}

export function newsKind(admin: typeof adminCopy): StoredKind {
  const copy = admin.news;
  return {
    name: "news",
    definition: worded(news, {
      title: { label: copy.title },
      excerpt: { label: copy.excerpt },
      content: { label: copy.content },
      category: { label: copy.category, hint: copy.categoryHint },
      image_url: { label: copy.image },
      featured: { label: copy.featured },
    }),
    copy: { ...copy, loading: admin.dashboard.loadingNews, loadFailed: admin.dashboard.loadFailed },
    queryKey: queryKeys.news,
  };
}

export function publicationsKind(admin: typeof adminCopy): StoredKind {
  const copy = admin.publications;
  return {
    name: "publications",
    definition: worded(publications, {
      title: { label: copy.title },
      pdf_url: { label: copy.pdfUrl, uploadLabel: copy.pdf, hint: copy.pdfUrlHint },
      type: { label: copy.type, hint: copy.typeHint },
      description: { label: copy.description },
      featured: { label: copy.featured },
      pages: { label: copy.pages },
      size: { label: copy.size, placeholder: copy.sizeHint },
      read_time: { label: copy.readTime, placeholder: copy.readTimeHint },
    }),
    copy: {
      ...copy,
      loading: admin.dashboard.loadingPublications,
      loadFailed: admin.dashboard.loadPublicationsFailed,
      draftOnly: admin.news.draftOnly,
      address: admin.news.address,
    },
    queryKey: queryKeys.publications,
    // After a PDF upload, pages and size fill in unless the staff member typed them.
    fromFile: async (file) => {
      const facts = await pdfFacts(file);
      return (values) => {
        const filled: FormValues = {};
        if (!String(values.pages ?? "").trim() && facts.pages) filled.pages = String(facts.pages);
        if (!String(values.size ?? "").trim()) filled.size = facts.size;
        return filled;
      };
    },
    below: (id) => <PageRenderStatus publicationId={id} copy={copy.pageImages} />,
  };
}
