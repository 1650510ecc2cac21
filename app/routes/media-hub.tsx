import { servicesContext } from "../../server/http/request-context.ts";
import { ActionLinks } from "../components/cards/action-links.tsx";
import { EmptyList } from "../components/cards/item-grid.tsx";
import { ItemsSection } from "../components/cards/items-section.tsx";
import { MediaCard } from "../components/media/media-card.tsx";
import { RecentMediaList } from "../components/media/recent-media-list.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import * as mediaHubCopy from "../content/media-hub.ts";
import { loadMedia } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { packedCopyPageMeta } from "../lib/meta.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/media-hub";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { page: typeof mediaHubCopy.mediaHubPage };

export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = packCopy({ page: copyFor(request, "media-hub", mediaHubCopy).mediaHubPage } satisfies Copy);
  return {
    copy,
    language: pageLanguage(requestLocale(request)),
    ...(await loadMedia(context.get(servicesContext), requestLocale(request))),
  };
}

export const meta: Route.MetaFunction = (args) => packedCopyPageMeta(args);

function MediaHub({ loaderData }: Route.ComponentProps) {
  const { page } = unpackCopy<Copy>(loaderData.copy);
  const { featured, recent } = loaderData;
  return (
    <>
      <PageHero {...page.hero} />
      <ItemsSection
        id="featured"
        copy={{ title: page.featuredTitle, empty: page.featuredEmpty, failed: page.failed }}
        list={featured}
        language={loaderData.language}
        card={(item) => <MediaCard item={item} />}
      />
      <Section tone="tint" title={page.categoriesTitle}>
        <div className="grid gap-6 md:grid-cols-3">
          {page.categories.map((c) => (
            <section
              key={c.id}
              id={c.id}
              aria-labelledby={`${c.id}-title`}
              className="flex scroll-mt-24 flex-col rounded-card border border-line bg-white p-6 shadow-card"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon name={c.icon} className="size-6" />
              </span>
              <h3 id={`${c.id}-title`} className="mt-4 font-display text-xl font-bold">
                {c.title}
              </h3>
              <p className="mt-1 text-sm font-bold text-accent-600">{c.count}</p>
              <p className="mt-2 flex-1 text-muted">{c.description}</p>
              <ActionLinks actions={[c.action]} size="sm" className="mt-5" />
            </section>
          ))}
        </div>
      </Section>
      <Section title={page.recentTitle}>
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {recent.items.length > 0 ? (
              <RecentMediaList items={recent.items} />
            ) : (
              <EmptyList empty={page.recentEmpty} failed={recent.failed} failedText={page.failed} />
            )}
          </div>
          <aside className="grid gap-6 self-start">
            {[page.galleryBox, page.subscribe].map((box) => (
              <section key={box.title} className="rounded-card bg-brand-800 p-6 text-white">
                <h3 className="font-display text-xl font-bold">{box.title}</h3>
                <p className="mt-2 text-brand-100">{box.text}</p>
                <ActionLinks actions={[{ ...box.action, variant: "light" }]} size="sm" className="mt-5" />
              </section>
            ))}
          </aside>
        </div>
      </Section>
    </>
  );
}

export default routeComponent(MediaHub);
