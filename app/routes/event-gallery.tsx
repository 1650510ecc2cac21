import { EventGallery } from "../components/gallery/event-gallery.tsx";
import { Container, PageHero } from "../components/ui/layout.tsx";
import { galleryEvents, galleryPage } from "../content/gallery.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/event-gallery";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, galleryPage.meta);

export default function EventGalleryPage() {
  return (
    <>
      <PageHero eyebrow={galleryPage.hero.eyebrow} title={galleryPage.hero.title} intro={galleryPage.hero.intro} />
      <Container className="py-12 sm:py-16">
        <EventGallery events={galleryEvents} />
      </Container>
    </>
  );
}
