import { data, isRouteErrorResponse } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { EventGallery } from "../components/gallery/event-gallery.tsx";
import { loadGalleryPage } from "../components/gallery/gallery.server.ts";
import { Container, PageHero } from "../components/ui/layout.tsx";
import * as galleryCopy from "../content/gallery.ts";
import * as paginationCopy from "../content/pagination.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { assertPageExists, pagedListMeta, requestedPage } from "../lib/list-page.ts";
import { requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/event-gallery";
import NotFound from "./not-found.tsx";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { galleryPage: typeof galleryCopy.galleryPage; pagerCopy: typeof paginationCopy.pagerCopy };

/** A `?set=` value: a whole number from 1, without leading zeros (one address per set). */
const SET_NUMBER = /^[1-9]\d{0,3}$/;

/**
 * Page `?page=N` of the album cards (12 a page, staff's order) and one album in
 * full below them: `?album=<id>` (any published album), else the page's first.
 * `&set=<n>` opens the album at its n-th photo set (from 1). An `album` that
 * names no published album, or a `set` the album does not have, is the site's 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = packCopy({
    galleryPage: copyFor(request, "gallery", galleryCopy).galleryPage,
    pagerCopy: copyFor(request, "pagination", paginationCopy).pagerCopy,
  } satisfies Copy);
  const page = requestedPage(request);
  const params = new URL(request.url).searchParams;
  const albumId = params.get("album")?.trim() || null;
  const setParam = params.get("set");
  const gallery = await loadGalleryPage(context.get(servicesContext), page, albumId, requestLocale(request));
  assertPageExists(page, gallery.pages);
  if (albumId !== null && gallery.album === null && !gallery.failed) throw data(null, { status: 404 });
  const set = setParam === null ? 0 : SET_NUMBER.test(setParam) ? Number(setParam) - 1 : -1;
  if (set < 0 || (gallery.album && set >= gallery.album.sets.length)) throw data(null, { status: 404 });
  return { copy, albumId, gallery: { ...gallery, set } };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.copy) return [];
  const { galleryPage } = unpackCopy<Copy>(loaderData.copy);
  const chosen = loaderData?.albumId ? loaderData.gallery.album : null;
  const meta = chosen
    ? { ...galleryPage.meta, title: `${chosen.title} · ${galleryPage.meta.title}` }
    : galleryPage.meta;
  return pagedListMeta(
    matches[0]?.loaderData,
    meta,
    { album: loaderData?.albumId ?? null },
    loaderData?.gallery.page ?? 1,
    loaderData?.gallery.pages ?? 1,
    {},
  );
};

function EventGalleryPage({ loaderData }: Route.ComponentProps) {
  const { galleryPage, pagerCopy } = unpackCopy<Copy>(loaderData.copy);
  return (
    <>
      <PageHero eyebrow={galleryPage.hero.eyebrow} title={galleryPage.hero.title} intro={galleryPage.hero.intro} />
      <Container className="py-12 sm:py-16">
        <EventGallery data={loaderData.gallery} path={galleryPage.meta.path} copy={galleryPage} pager={pagerCopy} />
      </Container>
    </>
  );
}

/** A page number past the last page, or an album that is not published: the site's 404 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

export default routeComponent(EventGalleryPage);
