import { Outlet, useRouteLoaderData } from "react-router";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { UiProviders } from "../components/ui/providers.tsx";
import type { RootData } from "../lib/meta.ts";

/**
 * Header, footer, toasts and tooltips around every public page. Scrolling on
 * navigation is React Router's <ScrollRestoration> in root.tsx: to the top on
 * a new page, to the #hash element when the URL has one (docs/decisions).
 */
export default function PublicLayout() {
  const root = useRouteLoaderData<RootData>("root");
  return (
    <UiProviders>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Outlet />
      </main>
      <SiteFooter retentionDays={root?.messageRetentionDays ?? 365} />
    </UiProviders>
  );
}
