import type { Locale } from "../../../shared/locales.ts";
import type { PageLanguage } from "../ui/in-english-only.tsx";
import { IslandSection, type SectionWords } from "../ui/island-section.tsx";
import type { ListedPublication } from "./publication-card.tsx";
import { type PublicationsCopy, PublicationsList } from "./publications-list.tsx";

/** The home page's publications section: `publications` undefined while loading, `error` on failure. */
export function HomePublications({
  words,
  publications,
  error,
  copy,
  language,
}: {
  /** the section's heading and link: render-only (the server's HTML in the browser after a document) */
  words: SectionWords | undefined;
  publications: Array<ListedPublication & { locale?: Locale }> | undefined;
  error?: string | null;
  copy: PublicationsCopy;
  /** on a page in another language: marks the publications that are in English only */
  language?: PageLanguage;
}) {
  return (
    <IslandSection id="publications" words={words} viewAllTo="/publications">
      <PublicationsList publications={publications} error={error} copy={copy} language={language} />
    </IslandSection>
  );
}
