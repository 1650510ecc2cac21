import type { Publication } from "../../../shared/publications.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Section } from "../ui/layout.tsx";
import { type PublicationsCopy, PublicationsList } from "./publications-list.tsx";

/** The home page's publications section: `publications` undefined while loading, `error` on failure. */
export function HomePublications({
  publications,
  error,
  copy,
}: {
  publications: Publication[] | undefined;
  error?: string | null;
  copy: PublicationsCopy;
}) {
  const section = copy.page.home;
  return (
    <Section id="publications" eyebrow={section.eyebrow} title={section.title} intro={section.intro}>
      <PublicationsList publications={publications} error={error} copy={copy} />
      <div className="mt-10 text-center">
        <ButtonLink to="/publications" variant="outline">
          {section.viewAll}
        </ButtonLink>
      </div>
    </Section>
  );
}
