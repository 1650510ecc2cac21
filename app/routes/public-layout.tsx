import { lazy, Suspense } from "react";
import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { UiProviders } from "../components/ui/providers.tsx";
import { breadcrumbLabel, homeCrumb, pagesOutsideMenu } from "../content/breadcrumbs.ts";
import { footerAbout, footerLinkGroups, legalStatements, newsletter, privacyStatement } from "../content/footer.ts";
import { headerSearch, joinButton, liteSwitchCopy, navigation } from "../content/navigation.ts";
import { newsletterBox } from "../content/newsletter-box.ts";
import type { RootData } from "../lib/meta.ts";
import { useSiteSettings, useSocialAccounts } from "../lib/site-settings.ts";

/**
 * Header, footer, toasts and tooltips around every public page. Scrolling on
 * navigation is React Router's <ScrollRestoration> in root.tsx: to the top on
 * a new page, to the #hash element when the URL has one (docs/decisions).
 */
/**
 * The breadcrumb's code (the page tree and the trail) loads only on pages that
 * may show one, never on the home page or a menu link's page, which are first
 * level; the server renders it in full either way, so it shows without JavaScript.
 */
const BreadcrumbBar = lazy(() => import("../components/layout/breadcrumb-bar.tsx"));
const firstLevel = new Set(["/", ...navigation.map((link) => link.to)]);

const footerCopy = {
  about: footerAbout,
  linkGroups: footerLinkGroups,
  newsletter,
  newsletterBox,
  liteSwitch: liteSwitchCopy,
};

export default function PublicLayout() {
  const root = useRouteLoaderData<RootData>("root");
  const settings = useSiteSettings();
  // The privacy statement states the site's retention period.
  const retentionDays = root?.messageRetentionDays ?? 365;
  const { pathname } = useLocation();
  const mayShowBreadcrumb = !firstLevel.has(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  const statements = legalStatements.map((s) => (s.id === "privacy" ? privacyStatement(retentionDays) : s));
  return (
    <UiProviders>
      <SiteHeader navigation={navigation} joinButton={joinButton} liteSwitch={liteSwitchCopy} search={headerSearch} />
      <main id="main" tabIndex={-1} className="relative min-h-[60vh] outline-none">
        {mayShowBreadcrumb && (
          <Suspense fallback={null}>
            <BreadcrumbBar
              menu={navigation}
              outsideMenu={pagesOutsideMenu}
              home={homeCrumb}
              origin={root?.publicUrl ?? ""}
              label={breadcrumbLabel}
            />
          </Suspense>
        )}
        <Outlet />
      </main>
      <SiteFooter copy={footerCopy} statements={statements} settings={settings} social={useSocialAccounts()} />
    </UiProviders>
  );
}
