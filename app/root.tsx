import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { servicesContext } from "../server/http/request-context.ts";
import { offersKiswahili } from "../shared/language-choice.ts";
import { isLite } from "../shared/lite.ts";
import { isLocale, localeOfPath, localizedPath } from "../shared/locales.ts";
import { socialAccounts } from "../shared/site-settings.ts";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { ErrorScreen } from "./components/layout/error-screen.tsx";
import * as newsFeed from "./content/news-feed.ts";
import * as shell from "./content/shell.ts";
import { errorCopy as englishErrorCopy } from "./content/shell.ts";
import { copyFor } from "./lib/copy.server.ts";
import { useLocale } from "./lib/locale.ts";
import type { RootData } from "./lib/meta.ts";
import { useNonce } from "./lib/nonce.ts";
import { PageMatchesContext, rootDataOf } from "./lib/page-matches.ts";
import { renderOnly } from "./lib/render-only.server.ts";
import { pageSiteSettings, twitterSiteSetting } from "./lib/site-settings.server.ts";

/**
 * The stylesheet as a React resource (precedence): React puts it in <head> ahead
 * of the module preloads, so a phone on a slow link fetches the CSS, which
 * blocks the first paint, before the JavaScript, which does not.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: appCss, precedence: "default" }];

/** Values every page needs: the public origin for canonical and share URLs, whether the page is lite, the X handle, the site settings. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const { pathname } = new URL(request.url);
  const site = await pageSiteSettings(context, request);
  const data: RootData = {
    publicUrl: context.get(servicesContext).config.publicUrl,
    locale: localeOfPath(pathname),
    errorCopy: copyFor(request, "shell", shell).errorCopy,
    feed: {
      title: copyFor(request, "news-feed", newsFeed).NEWS_FEED.title,
      path: localizedPath(newsFeed.NEWS_FEED.path, localeOfPath(pathname)),
    },
    offerKiswahili: offersKiswahili(pathname, request.headers.get("accept-language"), request.headers.get("cookie")),
    twitterSite: await twitterSiteSetting(context.get(servicesContext)),
    site,
    social: socialAccounts(site),
    contactEmail: site.contact_email ?? "",
    messageRetentionDays: context.get(servicesContext).config.messageRetentionDays,
    lite: isLite(request.headers.get("save-data"), request.headers.get("cookie")),
  };
  // The settings are read by static islands and by the pages that answer their own (decision 0093).
  return renderOnly(context, data, ["site", "social"]);
}

/**
 * The document. A lite page (docs/product.md, "Lite mode") has no script at all:
 * no module scripts, no preloads and no hydration data, only the server's HTML
 * and CSS (a page's JSON-LD is data, not a script, and stays).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The matches go to the page through a context of their own (app/lib/page-matches.ts).
  const matches = useMatches();
  const root = rootDataOf(matches);
  const lite = root?.lite ?? false;
  // The address decides the language (shared/locales.ts), on error pages too.
  const pathLocale = useLocale();
  // The staff pages before a session say theirs: the language their loader chose (decision 0072).
  const staffLanguage = matches
    .map((match) => (match.loaderData as { language?: unknown } | undefined)?.language)
    .find(isLocale);
  const locale = staffLanguage ?? pathLocale;
  // Every page names the news feed of its language, so a feed reader finds it from any address.
  const feed = root?.feed;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5231" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {feed && <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.path} />}
      </head>
      <body>
        <PageMatchesContext.Provider value={matches}>{children}</PageMatchesContext.Provider>
        {!lite && <ScrollRestoration nonce={nonce} />}
        {!lite && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated it (browser tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** The generic error screen: 'Unexpected Application Error!' with the status or message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const root = useRouteLoaderData<RootData>("root");
  // The page language's words when the root loader ran; English when even that failed.
  const copy = root?.errorCopy ?? englishErrorCopy;
  let detail = copy.fallbackDetail;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || ""}`.trim();
  } else if (error instanceof Error) {
    detail = error.message;
  }
  return <ErrorScreen detail={detail} email={root?.contactEmail ?? ""} copy={copy} home={localizedPath("/", locale)} />;
}
