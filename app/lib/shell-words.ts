import type { ShellWords } from "./shell-words.server.ts";

export type { ShellWords };

/**
 * The shell's words in the browser (docs/decisions/0095-shell-words-file.md).
 * A document's hydration data leaves them out and names their module instead
 * (`wordsHref`, also a meta element in the document's head); the page's
 * first script imports it with the other modules (app/lib/scripts-after-paint.ts),
 * and the entry keeps it here before it hydrates. After a client
 * navigation that loaded the public layout again (another language), they
 * come with its data.
 */
let kept: { href: string; words: ShellWords } | undefined;

/** The layout's words: from its data when they came with it, else from the module the document named. */
export function shellWordsOf(data: { words?: ShellWords; wordsHref?: string } | undefined): ShellWords | undefined {
  if (data?.words) return data.words;
  return data?.wordsHref !== undefined && kept?.href === data.wordsHref ? kept.words : undefined;
}

/** The name of the head's meta element that names the document's words module. */
export const SHELL_WORDS_META = "shell-words";

/**
 * Keeps the words module the document named, which its first script imported
 * with the other modules (app/lib/scripts-after-paint.ts); false when the
 * document names one the browser could not have (then the page's module
 * script fails as a whole and this never runs), so the page stays the
 * server's HTML, which works as it does without JavaScript. A document naming
 * none (an admin page) needs none.
 */
export function keepShellWords(): boolean {
  const href = document.querySelector(`meta[name="${SHELL_WORDS_META}"]`)?.getAttribute("content");
  if (!href) return true;
  const words = (window as { shellWords?: ShellWords }).shellWords;
  if (!words) return false;
  kept = { href, words };
  return true;
}
