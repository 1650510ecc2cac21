import { createHash } from "node:crypto";
import type { Locale } from "../../shared/locales.ts";
import { type HomeGalleryCopy, homeGalleryCopy } from "../components/gallery/home-gallery.tsx";
import { type PublicationsCopy, publicationsListWords } from "../components/publications/publications-list.tsx";
import * as gallery from "../content/gallery.ts";
import * as navigation from "../content/navigation.ts";
import * as newsletterBox from "../content/newsletter-box.ts";
import type { CopyOf } from "../content/pages/page-registry.ts";
import * as publicationsPage from "../content/publications-page.ts";
import * as shell from "../content/shell.ts";
import { copyIn } from "./copy.server.ts";
import { packCopy } from "./copy-wire.ts";

/**
 * The words of the interactive parts several pages show: the publications list with its PDF reader
 * (the home page, /publications) and the gallery's album window and lightbox (the home page).
 */
export type PartWords = { publications: PublicationsCopy; gallery: HomeGalleryCopy };

/**
 * The words of the shell every public page shares in one language: the menus,
 * the search box, the lite switch, the newsletter box, the labels of cards,
 * share bars and dialogs, the not-found page's, and those of the interactive parts several pages
 * show (`parts`: docs/decisions/0100-shared-parts-words.md). The
 * server renders them into each page; the browser gets them once per language
 * and version as a JavaScript module it keeps (`wordsHref`), not inside each
 * page's hydration data. `footerCopy` is the footer's copy as staff edited it
 * (docs/product.md, "Page copy"), which the caller has read.
 */
export function shellWords(locale: Locale, footerCopy: CopyOf<"footer">) {
  const nav = copyIn(locale, "navigation", navigation);
  const shellCopy = copyIn(locale, "shell", shell);
  return {
    navigation: nav.navigation,
    joinButton: nav.joinButton,
    headerSearch: nav.headerSearch,
    liteSwitch: nav.liteSwitchCopy,
    shell: shellCopy.shellCopy,
    cardLabels: shellCopy.cardLabels,
    notFound: shellCopy.notFoundCopy,
    // Packed: their words hold plurals and counters (functions), which a JSON module carries as templates.
    parts: packCopy({
      publications: publicationsListWords(copyIn(locale, "publications-page", publicationsPage).publicationsListCopy),
      gallery: homeGalleryCopy(copyIn(locale, "gallery", gallery).galleryPage),
    } satisfies PartWords),
    footer: {
      newsletter: footerCopy.newsletter,
      newsletterBox: copyIn(locale, "newsletter-box", newsletterBox).newsletterBox,
    },
  };
}

export type ShellWords = ReturnType<typeof shellWords>;

/** The words module's address: its language and a digest of its content, so a browser may keep it for good. */
export function shellWordsHref(locale: Locale, words: ShellWords): string {
  return `/words/${locale}.${shellWordsVersion(words)}.js`;
}

export function shellWordsVersion(words: ShellWords): string {
  return createHash("sha256").update(JSON.stringify(words)).digest("base64url").slice(0, 12);
}

/** `en.<version>.js` → its language and version; anything else → null. */
export function parseShellWordsFile(file: string): { locale: Locale; version: string } | null {
  const match = /^(en|sw)\.([\w-]{12})\.js$/.exec(file);
  return match ? { locale: match[1] as Locale, version: match[2] as string } : null;
}
