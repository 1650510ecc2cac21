import type { Publication } from "../../../shared/publications.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Section } from "../ui/layout.tsx";
import { type PublicationsCopy, PublicationsList } from "./publications-list.tsx";

/** The home page's publications section: `publications` undefined while loading, `error` on failure. */
export function HomePublications({
  publications,
  error,
  copy: words,
}: {
  publications: Publication[] | undefined;
  error?: string | null;
  copy: PublicationsCopy;
}) {
  const copy = words.page.home;
  return (
    <Section id="publications" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <PublicationsList publications={publications} error={error} copy={words} />
      <div className="mt-10 text-center">
        <ButtonLink to="/publications" variant="outline">
          {copy.viewAll}
        </ButtonLink>
      </div>
    </Section>
  );
}
