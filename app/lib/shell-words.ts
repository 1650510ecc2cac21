import type { ShellWords } from "./shell-words.server.ts";

export type { ShellWords };

/**
 * The shell's words in the browser (docs/decisions/0095-shell-words-file.md).
 * A document's hydration data leaves them out and names their file instead
 * (`wordsHref`, also a meta element in the document's head); the page's
 * first script starts fetching it beside the modules (app/lib/scripts-after-paint.ts),
 * the entry keeps it here and only then hydrates. After a client
 * navigation that loaded the public layout again (another language), they
 * come with its data.
 */
let kept: { href: string; words: ShellWords } | undefined;

/** The layout's words: from its data when they came with it, else from the file the document named. */
export function shellWordsOf(data: { words?: ShellWords; wordsHref?: string } | undefined): ShellWords | undefined {
  if (data?.words) return data.words;
  return data?.wordsHref !== undefined && kept?.href === data.wordsHref ? kept.words : undefined;
}

/** The name of the head's meta element that names the document's words file. */
export const SHELL_WORDS_META = "shell-words";

/**
 * Fetches the words file the document names, before hydration; false when it
 * cannot be had (offline and not kept): the page then stays the server's HTML,
 * which works as it does without JavaScript. A document naming none (an admin
 * page) needs none.
 */
export async function loadShellWords(): Promise<boolean> {
  const href = document.querySelector(`meta[name="${SHELL_WORDS_META}"]`)?.getAttribute("content");
  if (!href) return true;
  try {
    // Started by the page's first script with the modules (scripts-after-paint.ts), or now.
    const started = (window as { shellWords?: Promise<Response> }).shellWords;
    const response = await (started ?? fetch(href, { credentials: "same-origin" }));
    if (!response.ok) return false;
    kept = { href, words: (await response.json()) as ShellWords };
    return true;
  } catch {
    return false;
  }
}
