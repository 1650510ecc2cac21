import type { Locale } from "../../../shared/locales.ts";
import type { Publication } from "../../../shared/publications.ts";
import { ButtonLink } from "../ui/button.tsx";
import type { PageLanguage } from "../ui/in-english-only.tsx";
import { Section } from "../ui/layout.tsx";
import { type PublicationsCopy, PublicationsList } from "./publications-list.tsx";

/** The home page's publications section: `publications` undefined while loading, `error` on failure. */
export function HomePublications({
  publications,
  error,
  copy,
  language,
}: {
  publications: Array<Publication & { locale?: Locale }> | undefined;
  error?: string | null;
  copy: PublicationsCopy;
  /** on a page in another language: marks the publications that are in English only */
  language?: PageLanguage;
}) {
  const section = copy.page.home;
  return (
    <Section id="publications" eyebrow={section.eyebrow} title={section.title} intro={section.intro}>
      <PublicationsList publications={publications} error={error} copy={copy} language={language} />
      <div className="mt-10 text-center">
        <ButtonLink to="/publications" variant="outline">
          {section.viewAll}
        </ButtonLink>
      </div>
    </Section>
  );
}
