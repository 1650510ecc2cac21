import { Outlet, useRouteLoaderData } from "react-router";
import { Breadcrumb } from "../components/layout/breadcrumb.tsx";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { useBreadcrumbTrail } from "../components/layout/use-breadcrumb-trail.ts";
import { UiProviders } from "../components/ui/providers.tsx";
import { breadcrumbLabel, homeCrumb, pagesOutsideMenu } from "../content/breadcrumbs.ts";
import { footerAbout, footerLinkGroups, legalStatements, newsletter, privacyStatement } from "../content/footer.ts";
import { joinButton, navigation } from "../content/navigation.ts";
import { newsletterBox } from "../content/newsletter-box.ts";
import type { RootData } from "../lib/meta.ts";

/**
 * Header, footer, toasts and tooltips around every public page. Scrolling on
 * navigation is React Router's <ScrollRestoration> in root.tsx: to the top on
 * a new page, to the #hash element when the URL has one (docs/decisions).
 */
const footerCopy = { about: footerAbout, linkGroups: footerLinkGroups, newsletter, newsletterBox };

export default function PublicLayout() {
  const root = useRouteLoaderData<RootData>("root");
  // The privacy statement states the site's retention period.
  const retentionDays = root?.messageRetentionDays ?? 365;
  const trail = useBreadcrumbTrail(navigation, pagesOutsideMenu, homeCrumb);
  const statements = legalStatements.map((s) => (s.id === "privacy" ? privacyStatement(retentionDays) : s));
  return (
    <UiProviders>
      <SiteHeader navigation={navigation} joinButton={joinButton} />
      <main id="main" tabIndex={-1} className="relative min-h-[60vh] outline-none">
        {trail && <Breadcrumb trail={trail} origin={root?.publicUrl ?? ""} label={breadcrumbLabel} />}
        <Outlet />
      </main>
      <SiteFooter copy={footerCopy} statements={statements} />
    </UiProviders>
  );
}
