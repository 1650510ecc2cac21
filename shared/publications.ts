import type { EditState } from "./edit-state.ts";
/** A publication as the API answers it. */
export type Publication = {
  id: number;
  title: string;
  /** the title's slug, used by /publications?doc={slug} */
  slug: string;
  /** default 'Report' */
  type: string;
  /** default '' */
  description: string;
  pdf_url: string;
  featured: boolean;
  published_at: string | null;
  pages: number | null;
  /** e.g. '2.1MB'; '—' when absent */
  size: string;
  /** e.g. '5 min'; '—' when absent */
  read_time: string;
  created_at: string;
  updated_at: string;
} & EditState;

/** A publication's own address: the list opened on it. */
export const publicationPath = (slug: string) => `/publications?doc=${encodeURIComponent(slug)}`;

/** Its PDF as a download named after the title (server/api/publication-download.ts). */
export const publicationDownloadPath = (slug: string) => `/publications/${encodeURIComponent(slug)}/download`;
