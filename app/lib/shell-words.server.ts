import { createHash } from "node:crypto";
import type { Locale } from "../../shared/locales.ts";
import * as navigation from "../content/navigation.ts";
import * as newsletterBox from "../content/newsletter-box.ts";
import type { CopyOf } from "../content/pages/page-registry.ts";
import * as shell from "../content/shell.ts";
import { copyIn } from "./copy.server.ts";

/**
 * The words of the shell every public page shares in one language: the menus,
 * the search box, the lite switch, the newsletter box, the labels of cards,
 * share bars and dialogs, the not-found page's (docs/decisions/0095-shell-words-file.md). The
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
