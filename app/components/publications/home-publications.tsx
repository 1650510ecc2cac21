import type { Publication } from "../../../shared/publications.ts";
import { publicationsPage } from "../../content/publications-page.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Section } from "../ui/layout.tsx";
import { PublicationsList } from "./publications-list.tsx";

/** The home page's publications section: `publications` undefined while loading, `error` on failure. */
export function HomePublications({
  publications,
  error,
}: {
  publications: Publication[] | undefined;
  error?: string | null;
}) {
  const copy = publicationsPage.home;
  return (
    <Section id="publications" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <PublicationsList publications={publications} error={error} />
      <div className="mt-10 text-center">
        <ButtonLink to="/publications" variant="outline">
          {copy.viewAll}
        </ButtonLink>
      </div>
    </Section>
  );
}
