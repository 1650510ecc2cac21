import { servicesContext } from "../../server/http/request-context.ts";
import type { Product } from "../../shared/collections/index.ts";
import type { Locale } from "../../shared/locales.ts";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { FilteredShowcase } from "../components/filters/filtered-showcase.tsx";
import { OrderingNote } from "../components/shop/ordering-note.tsx";
import { ProductCard } from "../components/shop/product-card.tsx";
import { InEnglishOnly } from "../components/ui/in-english-only.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import * as shopCopy from "../content/shop.ts";
import { loadCollection } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { packedCopyPageMeta } from "../lib/meta.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import { pageSiteSettings } from "../lib/site-settings.server.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/shop";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { page: typeof shopCopy.shopPage };

export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = packCopy({ page: copyFor(request, "shop", shopCopy).shopPage } satisfies Copy);
  return {
    copy,
    language: pageLanguage(requestLocale(request)),
    products: await loadCollection(context.get(servicesContext), "products", requestLocale(request)),
    // The order contacts come from the settings (decision 0093).
    site: await pageSiteSettings(context, request),
  };
}

export const meta: Route.MetaFunction = (args) => packedCopyPageMeta(args);

function Shop({ loaderData }: Route.ComponentProps) {
  const { page } = unpackCopy<Copy>(loaderData.copy);
  const language = loaderData.language;
  const { items, failed } = loaderData.products;
  const contact = useSiteSettings();
  const card = (product: Product & { locale?: Locale }) => (
    <InEnglishOnly itemLocale={product.locale} language={language}>
      <ProductCard product={product} contact={contact} copy={page.ordering} />
    </InEnglishOnly>
  );
  return (
    <>
      <PageHero {...page.hero} />
      <Section tone="tint" className="!py-10 sm:!py-12">
        <HighlightGrid items={page.benefits} columns={3} />
      </Section>
      <Section>
        <div className="mb-10">
          <OrderingNote copy={page.ordering} contact={contact} />
        </div>
        {failed && (
          <p role="alert" className="mb-6 text-muted">
            {page.failed}
          </p>
        )}
        <FilteredShowcase<Product>
          categories={page.categories}
          chipsLabel={page.chipsLabel}
          noun={page.noun}
          featured={items.filter((p) => p.featured)}
          featuredTitle={page.featuredTitle}
          featuredColumns={3}
          renderFeatured={card}
          others={items}
          othersTitle={page.allTitle}
          othersNote={page.orderNote}
          renderItem={card}
          keyOf={(product) => product.id}
        />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}

export default routeComponent(Shop);
