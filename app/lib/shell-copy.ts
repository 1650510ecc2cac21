import { counted } from "../../shared/counted.ts";
import { fillIn } from "../../shared/fill-in.ts";
import type { CardLabels } from "../content/shell.ts";
import type { loader } from "../routes/public-layout.tsx";
import { unpackCopy } from "./copy-wire.ts";
import { usePageMatches } from "./page-matches.ts";
import type { PartWords } from "./shell-words.server.ts";
import { type ShellWords, shellWordsOf } from "./shell-words.ts";

/** The public layout's data with the shell's words in the page's language (app/routes/public-layout.tsx). */
export type ShellData = Awaited<ReturnType<typeof loader>> & ShellWords;

/** The public layout's route ids: one per language (app/routes.ts). */
const LAYOUT_IDS = new Set(["routes/public-layout", "sw-public-layout"]);

/** The shell's data among a page's matches (for meta functions, which get the matches). */
export function shellData(matches: readonly ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[]) {
  const match = matches.find((m) => m && LAYOUT_IDS.has(m.id));
  const data = (match?.loaderData ?? match?.data) as Awaited<ReturnType<typeof loader>> | undefined;
  const words = shellWordsOf(data);
  return data && words ? { ...data, ...words } : undefined;
}

/** The shell's copy, for components of public pages that render outside their own route's data (the 404 page). */
export function useShellData(): ShellData | undefined {
  return shellData(usePageMatches());
}

/**
 * The words of the interactive parts several pages show (the publications list and its PDF reader,
 * the gallery's album window and lightbox), in the page's language: they come with the shell's
 * words, once per language, not in each page's data (docs/decisions/0100-shared-parts-words.md).
 */
export function usePartWords(): PartWords {
  const packed = useShellData()?.parts;
  if (!packed) throw new Error("The shell's words are missing: only a public page shows these parts");
  return unpackCopy<PartWords>(packed);
}

/** Outside the public layout (never on a public page): empty labels rather than a second language's copy. */
const NO_LABELS = new Proxy({}, { get: () => "" }) as CardLabels;

/** The labels of cards, the share bar and dialogs in the page's language (app/content/shell.ts). */
export function useCardLabels(): CardLabels {
  return useShellData()?.cardLabels ?? NO_LABELS;
}

/**
 * An article's reading time in the page's language: the API says "N min read"
 * (shared/read-time.ts); anything else passes as it is.
 */
export function useReadTime(): (label: string) => string {
  const template = useCardLabels().minRead;
  return (label) => {
    const minutes = /^(\d+) min read$/.exec(label)?.[1];
    return minutes && template ? counted(template, Number(minutes)) : label;
  };
}

/** An item's illustration's alt text in the page's language ("Illustration for …", "Mchoro wa …"). */
export function useIllustrationAlt(): (title: string) => string {
  const template = useShellData()?.shell.illustrationFor ?? "{title}";
  return (title) => fillIn(template, { title });
}
