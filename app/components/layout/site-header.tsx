import { useLocation } from "react-router";
import { pathWithoutLocale } from "../../../shared/locales.ts";
import type { LiteSwitchCopy, NavItem, NavLink } from "../../content/navigation.ts";
import type { shellCopy } from "../../content/shell.ts";
import { SearchField, type SearchFieldCopy } from "../search/search-field.tsx";
import { buttonClass } from "../ui/button.tsx";
import { Link } from "../ui/localized-link.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { SiteNav } from "./site-nav.tsx";

/**
 * The fixed header of every public page: the site's one menu (./site-nav.tsx), the
 * search field (a plain GET form to /search, behind a "Search" toggle that is a
 * <details>, so it opens without JavaScript; on narrow screens at the top of the
 * menu), the language switch and the Join button.
 */
export function SiteHeader({
  navigation,
  joinButton,
  liteSwitch,
  search,
  shell,
}: {
  shell: typeof shellCopy;
  navigation: NavLink[];
  joinButton: NavItem;
  liteSwitch: LiteSwitchCopy;
  search: SearchFieldCopy;
}) {
  // Menus compare English paths: the copy names them, the links add /sw (../ui/localized-link.tsx).
  const pathname = pathWithoutLocale(useLocation().pathname);
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line bg-white shadow-sm">
      <a href="#main" className="skip-link">
        {shell.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18 lg:px-8">
        <Logo homeLabel={shell.logoHome} />
        <SiteNav
          links={navigation}
          joinButton={joinButton}
          liteSwitch={liteSwitch}
          pathname={pathname}
          copy={shell}
          search={<SearchField copy={search} compact className="mb-2" />}
        />
        <div className="ml-auto flex items-center gap-2 xl:ml-0">
          <details className="group relative hidden xl:block">
            <summary className="cursor-pointer list-none rounded-full px-3 py-2 font-semibold text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              {search.button}
            </summary>
            <SearchField
              copy={search}
              compact
              className="absolute top-full right-0 mt-3 w-80 rounded-2xl border border-line bg-white p-3 shadow-xl"
            />
          </details>
          <LanguageSwitch
            copy={shell.languageSwitch}
            className="rounded-full px-3 py-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:bg-brand-50 hover:underline"
          />
          {/* Below 440 px it leaves the row to the language switch and the menu's toggle; the menu has it. */}
          <Link
            to={joinButton.to}
            className={buttonClass("secondary", "sm", "max-[439px]:hidden xl:whitespace-nowrap")}
          >
            {joinButton.label}
          </Link>
        </div>
      </div>
    </header>
  );
}
