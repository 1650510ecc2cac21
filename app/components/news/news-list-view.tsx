import { pageHref } from "../../../shared/pagination.ts";
import { newsPage } from "../../content/news-page.ts";
import { Pager, type PagerLabels } from "../ui/pager.tsx";
import { NewsCard } from "./news-card.tsx";
import { NewsCategoryChips } from "./news-category-chips.tsx";
import type { NewsListData } from "./news-list-data.ts";

/** The loaded /news body: chips, the fallback note, Featured Stories, All News and its pages. */
export function NewsListView({
  data,
  origin,
  active,
  pager,
}: {
  data: NewsListData;
  origin: string;
  active: string | null;
  pager: PagerLabels;
}) {
  return (
    <div className="flex flex-col gap-12">
      <NewsCategoryChips chips={data.chips} active={active} />
      {data.error && (
        <p role="alert" className="text-center font-semibold text-accent-700">
          {data.error}
        </p>
      )}
      {data.fallback && (
        <p role="note" className="rounded-card border border-gold-400 bg-gold-100 px-4 py-3 text-center text-[#5a3e00]">
          {newsPage.fallbackNote(data.fallback)}
        </p>
      )}
      {data.featured.length > 0 && (
        <section aria-labelledby="featured-stories">
          <h2 id="featured-stories" className="mb-6 font-display text-3xl font-bold">
            {newsPage.featuredTitle}
          </h2>
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.featured.map((item, index) => (
              <NewsCard key={item.slug} item={item} origin={origin} variant="featured" priority={index === 0} />
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby="all-news">
        <h2 id="all-news" className="mb-6 font-display text-3xl font-bold">
          {newsPage.allNewsTitle}
        </h2>
        {data.items.length === 0 ? (
          <p className="text-muted">{newsPage.emptyCategory}</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((item) => (
              <NewsCard key={item.slug} item={item} origin={origin} />
            ))}
          </div>
        )}
      </section>
      <Pager
        label={newsPage.pagesLabel}
        current={data.page}
        last={data.pages}
        href={(n) => pageHref("/news", { category: active }, n)}
        labels={pager}
      />
    </div>
  );
}
