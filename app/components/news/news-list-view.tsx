import { pageHref } from "../../../shared/pagination.ts";
import type { newsPage } from "../../content/news-page.ts";
import { CategoryLinkChips } from "../filters/category-link-chips.tsx";
import { InEnglishOnly, type PageLanguage } from "../ui/in-english-only.tsx";
import { Pager, type PagerLabels } from "../ui/pager.tsx";
import { StaticIsland } from "../ui/static-island.tsx";
import { NewsCard } from "./news-card.tsx";
import type { ListedNewsList } from "./news-list-data.ts";

/** The loaded /news body: chips, the fallback note, Featured Stories, All News and its pages. */
export function NewsListView({
  data,
  origin,
  active,
  pager,
  copy,
  language,
}: {
  /** the chips and the cards' details are render-only (the server's HTML in the browser after a document) */
  data: ListedNewsList;
  origin: string;
  active: string | null;
  pager: PagerLabels;
  copy: typeof newsPage;
  /** on a page in another language: marks the stories that are in English only */
  language?: PageLanguage;
}) {
  return (
    <div className="flex flex-col gap-12">
      <StaticIsland data={data.chips}>
        {(chips) => <CategoryLinkChips chips={chips} active={active} basePath="/news" label={copy.categoriesLabel} />}
      </StaticIsland>
      {data.error && (
        <p role="alert" className="text-center font-semibold text-accent-700">
          {data.error}
        </p>
      )}
      {data.fallback && (
        <p role="note" className="rounded-card border border-gold-400 bg-gold-100 px-4 py-3 text-center text-[#5a3e00]">
          {copy.fallbackNote(data.fallback)}
        </p>
      )}
      {data.featured.length > 0 && (
        <section aria-labelledby="featured-stories">
          <h2 id="featured-stories" className="mb-6 font-display text-3xl font-bold">
            {copy.featuredTitle}
          </h2>
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.featured.map((item, index) => (
              <InEnglishOnly key={item.slug} itemLocale={item.locale} language={language} className="flex flex-col">
                <NewsCard item={item} origin={origin} labels={copy} variant="featured" priority={index === 0} />
              </InEnglishOnly>
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby="all-news">
        <h2 id="all-news" className="mb-6 font-display text-3xl font-bold">
          {copy.allNewsTitle}
        </h2>
        {data.items.length === 0 ? (
          <p className="text-muted">{copy.emptyCategory}</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((item) => (
              <InEnglishOnly key={item.slug} itemLocale={item.locale} language={language} className="flex flex-col">
                <NewsCard item={item} origin={origin} labels={copy} />
              </InEnglishOnly>
            ))}
          </div>
        )}
      </section>
      <Pager
        label={copy.pagesLabel}
        current={data.page}
        last={data.pages}
        href={(n) => pageHref("/news", { category: active }, n)}
        labels={pager}
      />
    </div>
  );
}
