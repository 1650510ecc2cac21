import { Outlet, useRouteLoaderData } from "react-router";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { UiProviders } from "../components/ui/providers.tsx";
import { footerAbout, footerLinkGroups, legalStatements, newsletter, privacyStatement } from "../content/footer.ts";
import { joinButton, liteSwitchCopy, navigation } from "../content/navigation.ts";
import { newsletterBox } from "../content/newsletter-box.ts";
import type { RootData } from "../lib/meta.ts";

/**
 * Header, footer, toasts and tooltips around every public page. Scrolling on
 * navigation is React Router's <ScrollRestoration> in root.tsx: to the top on
 * a new page, to the #hash element when the URL has one (docs/decisions).
 */
const footerCopy = {
  about: footerAbout,
  linkGroups: footerLinkGroups,
  newsletter,
  newsletterBox,
  liteSwitch: liteSwitchCopy,
};

export default function PublicLayout() {
  const root = useRouteLoaderData<RootData>("root");
  // The privacy statement states the site's retention period.
  const retentionDays = root?.messageRetentionDays ?? 365;
  const statements = legalStatements.map((s) => (s.id === "privacy" ? privacyStatement(retentionDays) : s));
  return (
    <UiProviders>
      <SiteHeader navigation={navigation} joinButton={joinButton} liteSwitch={liteSwitchCopy} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Outlet />
      </main>
      <SiteFooter copy={footerCopy} statements={statements} />
    </UiProviders>
  );
}
