import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { pathWithoutLocale } from "../../shared/locales.ts";
import { socialAccounts } from "../../shared/site-settings.ts";
import { LanguageOffer } from "../components/layout/language-switch.tsx";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { UiProviders } from "../components/ui/providers.tsx";
import { StaticIsland } from "../components/ui/static-island.tsx";
import * as breadcrumbs from "../content/breadcrumbs.ts";
import * as footer from "../content/footer.ts";
import { copyFor } from "../lib/copy.server.ts";
import { pageCopy } from "../lib/page-copy.server.ts";
import { requestLocale } from "../lib/page-language.ts";
import { useRootData } from "../lib/page-matches.ts";
import { renderOnly } from "../lib/render-only.server.ts";
import { lacksRenderOnly, noteRenderOnly } from "../lib/render-only.ts";
import { routeComponent } from "../lib/route-component.ts";
import { shellWords, shellWordsHref } from "../lib/shell-words.server.ts";
import { SHELL_WORDS_META, shellWordsOf } from "../lib/shell-words.ts";
import { pageSiteSettings } from "../lib/site-settings.server.ts";
import type { Route } from "./+types/public-layout";

/**
 * Header, footer, toasts and tooltips around every public page, in English and
 * (under /sw, a second instance of this layout: app/routes.ts) in Kiswahili.
 * The shell's copy is chosen here on the server, in the page's language
 * (decision 0066), so the layout's JavaScript holds no copy of either language.
 * Scrolling on navigation is React Router's <ScrollRestoration> in root.tsx.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = requestLocale(request);
  const foot = copyFor(request, "footer", footer);
  // The footer's words as staff edited them (docs/product.md, "Page copy"); its legal statements stay in code.
  const footerCopy = await pageCopy(context, request, "footer");
  const crumbs = copyFor(request, "breadcrumbs", breadcrumbs);
  // The privacy statement states the site's retention period.
  const retentionDays = services.config.messageRetentionDays;
  const settings = await pageSiteSettings(context, request);
  const words = shellWords(locale, footerCopy);
  const data = {
    words,
    wordsHref: shellWordsHref(locale, words),
    breadcrumb: { outsideMenu: crumbs.pagesOutsideMenu, home: crumbs.homeCrumb, label: crumbs.breadcrumbLabel },
    footerFixed: {
      about: footerCopy.footerAbout,
      linkGroups: footerCopy.footerLinkGroups,
      statements: foot.legalStatements.map((s) => (s.id === "privacy" ? foot.privacyStatement(retentionDays) : s)),
      settings,
      social: socialAccounts(settings),
    },
  };
  // What only the server renders (static islands) stays out of the document's hydration data, and the
  // shell's words reach the browser as a module of their own, kept across pages (decisions 0093, 0095).
  return renderOnly(context, data, ["footerFixed", "breadcrumb", "words"]);
}

/**
 * The shell's copy changes only with the language, and each language is its own
 * layout route; after a document's hydration without the render-only copy, the
 * first navigation loads it once (decision 0093).
 */
export const shouldRevalidate = () => lacksRenderOnly("public-layout");

/**
 * The breadcrumb's code (the page tree and the trail) loads only on pages that
 * may show one, never on the home page or a menu link's page, which are first
 * level; the server renders it in full either way, so it shows without JavaScript.
 */
const BreadcrumbBar = lazy(() => import("../components/layout/breadcrumb-bar.tsx"));

function PublicLayout({ loaderData: data }: Route.ComponentProps) {
  const root = useRootData();
  noteRenderOnly("public-layout", data, "footerFixed");
  const copy = shellWordsOf(data);
  // The browser hydrates only once it has the words module (app/entry.client.tsx).
  if (!copy) throw new Error(`The shell's words are missing (${data.wordsHref})`);
  const pathname = pathWithoutLocale(useLocation().pathname);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const firstLevel = path === "/" || copy.navigation.some((link) => link.to === path);
  return (
    <UiProviders>
      {/* The head names the words module: the page's first script imports it with the others (app/lib/scripts-after-paint.ts). */}
      {!root?.lite && <meta name={SHELL_WORDS_META} content={data.wordsHref} />}
      {root?.offerKiswahili && <LanguageOffer copy={copy.shell.languageOffer} />}
      <SiteHeader
        navigation={copy.navigation}
        joinButton={copy.joinButton}
        liteSwitch={copy.liteSwitch}
        search={copy.headerSearch}
        shell={copy.shell}
      />
      <main id="main" tabIndex={-1} className="relative min-h-[60vh] outline-none">
        {!firstLevel && (
          <StaticIsland data={data.breadcrumb}>
            {(breadcrumb) => (
              <Suspense fallback={null}>
                <BreadcrumbBar
                  menu={copy.navigation}
                  outsideMenu={breadcrumb.outsideMenu}
                  home={breadcrumb.home}
                  origin={root?.publicUrl ?? ""}
                  label={breadcrumb.label}
                />
              </Suspense>
            )}
          </StaticIsland>
        )}
        <Outlet />
      </main>
      <SiteFooter copy={{ ...copy.footer, liteSwitch: copy.liteSwitch, shell: copy.shell }} fixed={data.footerFixed} />
    </UiProviders>
  );
}

export default routeComponent(PublicLayout);
