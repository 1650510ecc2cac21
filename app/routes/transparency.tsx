import { data } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { fillIn } from "../../shared/fill-in.ts";
import { formatKsh } from "../../shared/format-money.ts";
import { INTL_TAGS, type Locale, localizedPath } from "../../shared/locales.ts";
import { ReceivedChart } from "../components/transparency/received-chart.tsx";
import { ReceivedTable } from "../components/transparency/received-table.tsx";
import { SpendingYears } from "../components/transparency/spending-years.tsx";
import { ThankedDonors } from "../components/transparency/thanked-donors.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import * as transparencyCopy from "../content/transparency.ts";
import { copyFor } from "../lib/copy.server.ts";
import { copyPageMeta } from "../lib/meta.ts";
import { requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/transparency";

/**
 * The open books (docs/product.md, "Open books"): the figures of GET /api/transparency
 * and the donors who asked to be thanked by name, read fresh on every visit
 * (a payment can arrive at any moment), so the page is never kept in the page cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [books, thanked, notes] = await Promise.all([
    services.books.summary(),
    services.books.thanked(),
    services.books.notes(),
  ]);
  return data(
    {
      copy: { page: copyFor(request, "transparency", transparencyCopy).transparencyPage },
      locale: requestLocale(request),
      books,
      thanked,
      notes,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => copyPageMeta(args);

const monthLabelIn = (locale: Locale) => {
  const format = new Intl.DateTimeFormat(INTL_TAGS[locale], { month: "short", year: "numeric", timeZone: "UTC" });
  return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
};

function Transparency({ loaderData }: Route.ComponentProps) {
  const { copy, locale, books, thanked, notes } = loaderData;
  const { page } = copy;
  const monthLabel = monthLabelIn(locale);
  const amount = (value: number) => formatKsh(value, locale);
  const received = books.months.reduce((sum, m) => sum + m.total, 0);
  return (
    <>
      <PageHero {...page.hero}>
        <a
          href={localizedPath("/donate", locale)}
          className="inline-flex min-h-12 items-center rounded-full bg-gold-400 px-7 py-3 text-lg font-semibold text-brand-900 hover:bg-gold-300"
        >
          {page.donateCta}
        </a>
      </PageHero>
      <Section id="received" title={page.receivedTitle} intro={page.receivedIntro}>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <ReceivedChart
            months={books.months}
            title={page.chartTitle}
            summary={fillIn(page.chartSummary, { total: amount(received), months: books.months.length })}
            monthLabel={monthLabel}
            amountLabel={amount}
          />
          <ReceivedTable
            months={books.months}
            labels={{ ...page, caption: page.tableCaption }}
            channelsHeading={page.channelsHeading}
            monthLabel={monthLabel}
            amount={amount}
          />
        </div>
        <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <a href="/transparency.csv" className="font-semibold text-brand-700 underline underline-offset-2">
            {page.csvLink}
          </a>
          <span className="text-muted">{page.apiNote}</span>
        </p>
      </Section>
      <Section id="years" tone="tint" title={page.yearsTitle} intro={page.yearsIntro}>
        <SpendingYears years={books.years} notes={notes} labels={page} amount={amount} />
      </Section>
      {thanked.length > 0 && (
        <Section id="asante" title={page.thanksTitle}>
          <ThankedDonors names={thanked} intro={page.thanksIntro} thanksTo={page.thanksTo} />
        </Section>
      )}
    </>
  );
}

export default routeComponent(Transparency);
