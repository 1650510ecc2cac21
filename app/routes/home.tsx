import { servicesContext } from "../../server/http/request-context.ts";
import { artworkRef } from "../../shared/artwork/artwork-ref.ts";
import { socialAccounts, withFigures } from "../../shared/site-settings.ts";
import { loadHomeGallery } from "../components/gallery/gallery.server.ts";
import { HomeGallery } from "../components/gallery/home-gallery.tsx";
import { Hero } from "../components/home/hero.tsx";
import { HomeAbout } from "../components/home/home-about.tsx";
import { HomeCollaborations } from "../components/home/home-collaborations.tsx";
import { HomePartners } from "../components/home/home-partners.tsx";
import { HomePrograms } from "../components/home/home-programs.tsx";
import { HomePublications } from "../components/publications/home-publications.tsx";
import { useArtworkPreload } from "../components/ui/artwork.tsx";
import * as galleryCopy from "../content/gallery.ts";
import type * as homeCopy from "../content/home.ts";
import { HERO_FADE_MS, HERO_INTERVAL_MS } from "../content/home.ts";
import type * as homeSectionsCopy from "../content/home-sections.ts";
import * as publicationsPageCopy from "../content/publications-page.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { loadHomePublications, loadListenLiveUrl } from "../lib/home-data.server.ts";
import { pageMeta, type RootData } from "../lib/meta.ts";
import { organizationLd } from "../lib/organization-ld.ts";
import { pageCopy } from "../lib/page-copy.server.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { siteSettings } from "../lib/site-settings.server.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/home";

/** The copy this page shows, in its language (decision 0066). */
type Copy = {
  galleryPage: typeof galleryCopy.galleryPage;
  heroCopy: typeof homeCopy.heroCopy;
  heroSlides: typeof homeCopy.heroSlides;
  homeMeta: typeof homeCopy.homeMeta;
  homeAbout: typeof homeSectionsCopy.homeAbout;
  homeCollaborations: typeof homeSectionsCopy.homeCollaborations;
  homePartners: typeof homeSectionsCopy.homePartners;
  homePrograms: typeof homeSectionsCopy.homePrograms;
  publicationsListCopy: typeof publicationsPageCopy.publicationsListCopy;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const home = await pageCopy(context, request, "home");
  const copy = packCopy({
    galleryPage: copyFor(request, "gallery", galleryCopy).galleryPage,
    heroCopy: home.heroCopy,
    heroSlides: home.heroSlides,
    homeMeta: home.homeMeta,
    homeAbout: home.homeAbout,
    homeCollaborations: home.homeCollaborations,
    homePartners: home.homePartners,
    homePrograms: home.homePrograms,
    publicationsListCopy: copyFor(request, "publications-page", publicationsPageCopy).publicationsListCopy,
  } satisfies Copy);
  const services = context.get(servicesContext);
  const locale = requestLocale(request);
  const [listenLiveUrl, publications, gallery, settings] = await Promise.all([
    loadListenLiveUrl(services),
    loadHomePublications(services, locale),
    loadHomeGallery(services, locale),
    siteSettings(services, locale),
  ]);
  // Built here, not in meta(): the structured data's code then stays out of the page's JavaScript.
  const organization = organizationLd(services.config.publicUrl, settings, socialAccounts(settings), {
    locale,
    description: home.homeMeta.description,
  });
  // The page's language and its English-only note come with the data: no language code in the home page's script.
  return { copy, listenLiveUrl, ...publications, gallery, organization, language: pageLanguage(locale) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.copy) return [];
  const { homeMeta } = unpackCopy<Copy>(loaderData.copy);
  const root = matches[0]?.loaderData as RootData | undefined;
  const organization = loaderData?.organization;
  return [...pageMeta(root, { ...homeMeta, path: "/" }), ...(organization ? [{ "script:ld+json": organization }] : [])];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    galleryPage,
    heroCopy,
    heroSlides,
    homeAbout,
    homeCollaborations,
    homePartners,
    homePrograms,
    publicationsListCopy,
  } = unpackCopy<Copy>(loaderData.copy);
  // The first hero slide's artwork, the page's largest paint (an uploaded one loads eagerly instead).
  useArtworkPreload(artworkRef(heroSlides[0]?.image ?? "hero-dialogue"), "100vw");
  const settings = useSiteSettings();
  return (
    <>
      <Hero
        slides={heroSlides.map((slide) => ({ ...slide, stats: withFigures(slide.stats, settings) }))}
        copy={heroCopy}
        timing={{ intervalMs: HERO_INTERVAL_MS, fadeMs: HERO_FADE_MS }}
        listenLiveUrl={loaderData.listenLiveUrl}
      />
      <HomeAbout copy={homeAbout} />
      <HomePrograms copy={homePrograms} />
      <HomePublications
        publications={loaderData.publications}
        error={loaderData.publicationsError}
        copy={publicationsListCopy}
        language={loaderData.language}
      />
      {loaderData.gallery.albums.length > 0 && <HomeGallery data={loaderData.gallery} copy={galleryPage} />}
      <HomePartners copy={homePartners} />
      <HomeCollaborations copy={homeCollaborations} />
    </>
  );
}
