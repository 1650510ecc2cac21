import { servicesContext } from "../../server/http/request-context.ts";
import { EventGallery } from "../components/gallery/event-gallery.tsx";
import { Container, PageHero } from "../components/ui/layout.tsx";
import { galleryPage } from "../content/gallery.ts";
import { loadCollection } from "../lib/collections.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/event-gallery";

export async function loader({ context }: Route.LoaderArgs) {
  return { albums: await loadCollection(context.get(servicesContext), "albums") };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, galleryPage.meta);

export default function EventGalleryPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={galleryPage.hero.eyebrow} title={galleryPage.hero.title} intro={galleryPage.hero.intro} />
      <Container className="py-12 sm:py-16">
        <EventGallery albums={loaderData.albums.items} copy={galleryPage} />
      </Container>
    </>
  );
}
