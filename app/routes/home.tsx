import { servicesContext } from "../../server/http/request-context.ts";
import { artworkRef } from "../../shared/artwork/artwork-ref.ts";
import { socialAccounts, withFigures } from "../../shared/site-settings.ts";
import { loadHomeGallery } from "../components/gallery/gallery.server.ts";
import { HomeGallery, homeGalleryWords } from "../components/gallery/home-gallery.tsx";
import { Hero } from "../components/home/hero.tsx";
import type { HeroSlideFrame, HeroSlideWords } from "../components/home/hero-slide.tsx";
import { HomeAbout } from "../components/home/home-about.tsx";
import { HomeCollaborations } from "../components/home/home-collaborations.tsx";
import { HomePartners } from "../components/home/home-partners.tsx";
import { HomePrograms } from "../components/home/home-programs.tsx";
import { HomePublications } from "../components/publications/home-publications.tsx";
import { PUBLICATION_CARD_DETAILS } from "../components/publications/publication-card.tsx";
import { JsonLd } from "../components/seo/json-ld.tsx";
import { useArtworkPreload } from "../components/ui/artwork.tsx";
import type { SectionWords } from "../components/ui/island-section.tsx";
import { revealAll } from "../components/ui/reveal.tsx";
import { StaticIsland } from "../components/ui/static-island.tsx";
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
import { renderOnly, renderOnlyEach } from "../lib/render-only.server.ts";
import { routeComponent } from "../lib/route-component.ts";
import { usePartWords } from "../lib/shell-copy.ts";
import { pageSiteSettings } from "../lib/site-settings.server.ts";
import type { Route } from "./+types/home";

/**
 * The copy this page's carousel and meta() use, in its language (decision 0066). The publications'
 * and the gallery's interactive words come with the shell's (`usePartWords`).
 */
type Copy = {
  heroCopy: typeof homeCopy.heroCopy;
  heroSlides: HeroSlideFrame[];
  homeMeta: typeof homeCopy.homeMeta;
};

/** The sections only the server renders: static islands, left out of the hydration data (decision 0093). */
type Sections = {
  /** the hero slides' words, their figures filled in from the site settings */
  slideWords: HeroSlideWords[];
  publicationsWords: SectionWords;
  galleryWords: SectionWords;
  homeAbout: typeof homeSectionsCopy.homeAbout;
  homeCollaborations: typeof homeSectionsCopy.homeCollaborations;
  homePartners: typeof homeSectionsCopy.homePartners;
  homePrograms: typeof homeSectionsCopy.homePrograms;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const home = await pageCopy(context, request, "home");
  const gallery = copyFor(request, "gallery", galleryCopy).galleryPage;
  const publicationsPage = copyFor(request, "publications-page", publicationsPageCopy).publicationsPage;
  const copy = packCopy({
    heroCopy: home.heroCopy,
    heroSlides: home.heroSlides.map(({ image, cta }) => ({ image, cta })),
    homeMeta: home.homeMeta,
  } satisfies Copy);
  const services = context.get(servicesContext);
  const locale = requestLocale(request);
  const [listenLiveUrl, publications, albums, settings] = await Promise.all([
    loadListenLiveUrl(services),
    loadHomePublications(services, locale),
    loadHomeGallery(services, locale),
    pageSiteSettings(context, request),
  ]);
  const sections = packCopy({
    // The hero's figures filled in here: the carousel then needs no site settings in the browser.
    slideWords: home.heroSlides.map(({ tagline, title, subtitle, description, stats }) => ({
      tagline,
      title,
      subtitle,
      description,
      stats: withFigures(stats, settings),
    })),
    publicationsWords: publicationsPage.home,
    galleryWords: homeGalleryWords(gallery),
    homeAbout: home.homeAbout,
    homeCollaborations: home.homeCollaborations,
    homePartners: home.homePartners,
    homePrograms: home.homePrograms,
  } satisfies Sections);
  // Built here, not in meta(): the structured data's code then stays out of the page's JavaScript.
  const organization = organizationLd(services.config.publicUrl, settings, socialAccounts(settings), {
    locale,
    description: home.homeMeta.description,
  });
  const data = {
    copy,
    sections,
    listenLiveUrl,
    // The cards' details (type, date, description, figures) are the server's HTML only.
    publications: renderOnlyEach(context, publications.publications, PUBLICATION_CARD_DETAILS),
    publicationsError: publications.publicationsError,
    // The highlights' photos are read back from the server's grid when one is opened.
    gallery: renderOnly(context, albums, ["highlights"]),
    organization,
    // The page's language and its English-only note come with the data: no language code in the home page's script.
    language: pageLanguage(locale),
  };
  // Spreading the answer would drop its render-only keys: they are not enumerable (decision 0093).
  return renderOnly(context, data, ["sections", "organization"]);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.copy) return [];
  const { homeMeta } = unpackCopy<Copy>(loaderData.copy);
  const root = matches[0]?.loaderData as RootData | undefined;
  return pageMeta(root, { ...homeMeta, path: "/" });
};

function Home({ loaderData }: Route.ComponentProps) {
  const { heroCopy, heroSlides } = unpackCopy<Copy>(loaderData.copy);
  const parts = usePartWords();
  const sections = loaderData.sections && unpackCopy<Sections>(loaderData.sections);
  // The first hero slide's artwork, the page's largest paint (an uploaded one loads eagerly instead).
  useArtworkPreload(artworkRef(heroSlides[0]?.image ?? "hero-dialogue"), "100vw");
  return (
    <>
      {/* The organisation's structured data: in the server's HTML only (../components/seo/json-ld.tsx). */}
      <JsonLd data={loaderData.organization ?? null} />
      <Hero
        slides={heroSlides}
        words={sections?.slideWords}
        copy={heroCopy}
        timing={{ intervalMs: HERO_INTERVAL_MS, fadeMs: HERO_FADE_MS }}
        listenLiveUrl={loaderData.listenLiveUrl}
      />
      <StaticIsland data={sections} enhance={revealAll}>
        {(s) => (
          <>
            <HomeAbout copy={s.homeAbout} />
            <HomePrograms copy={s.homePrograms} />
          </>
        )}
      </StaticIsland>
      <HomePublications
        words={sections?.publicationsWords}
        publications={loaderData.publications}
        error={loaderData.publicationsError}
        copy={parts.publications}
        language={loaderData.language}
      />
      {loaderData.gallery.albums.length > 0 && (
        <HomeGallery words={sections?.galleryWords} data={loaderData.gallery} copy={parts.gallery} />
      )}
      <StaticIsland data={sections} enhance={revealAll}>
        {(s) => (
          <>
            <HomePartners copy={s.homePartners} />
            <HomeCollaborations copy={s.homeCollaborations} />
          </>
        )}
      </StaticIsland>
    </>
  );
}

export default routeComponent(Home);
