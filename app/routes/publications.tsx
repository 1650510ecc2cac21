import { Suspense } from "react";
import { Await } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { publicationPreviewPath } from "../components/publications/publication-preview.ts";
import { loadPublications, loadSharedPublication } from "../components/publications/publications.server.ts";
import { PublicationsList } from "../components/publications/publications-list.tsx";
import { Container, PageHero } from "../components/ui/layout.tsx";
import { publicationsPage } from "../content/publications-page.ts";
import { isInAppNavigation } from "../lib/deferred.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/publications";

/**
 * The list arrives with the HTML ('Loading publications...' during in-app
 * navigation); a ?doc= publication is looked up first for its own preview tags.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const doc = new URL(request.url).searchParams.get("doc")?.trim().toLowerCase() || null;
  const list = loadPublications(services);
  const shared = await loadSharedPublication(services, doc);
  return { doc, shared, list: isInAppNavigation(context) ? list : await list };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shared = loaderData?.shared;
  if (!shared) return pageMeta(matches[0]?.loaderData, { ...publicationsPage.meta, path: "/publications" });
  return pageMeta(matches[0]?.loaderData, {
    title: shared.title,
    description: shared.description || `${shared.type} from Uraia: read it online or download the PDF.`,
    path: `/publications?doc=${encodeURIComponent(shared.slug)}`,
    image: publicationPreviewPath(shared),
  });
};

export default function PublicationsPage({ loaderData }: Route.ComponentProps) {
  const hero = publicationsPage.hero;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <Container className="py-12 sm:py-16">
        <Suspense fallback={<PublicationsList publications={undefined} />}>
          <Await resolve={loaderData.list}>
            {(result) => (
              <PublicationsList
                publications={result.items}
                error={result.error}
                doc={loaderData.doc}
                syncUrl
                headingLevel={2}
              />
            )}
          </Await>
        </Suspense>
      </Container>
    </>
  );
}
