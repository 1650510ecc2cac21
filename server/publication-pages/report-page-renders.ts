import type { PageRenders } from "./page-renders.ts";

/**
 * Says how far the background rendering of PDF pages is (a first start has the
 * demo's PDFs to render): a line at once and at least every `everyMs` until no
 * publication waits, then how long it took. Says nothing when nothing waits.
 */
export async function reportPageRenders(
  renders: Pick<PageRenders, "unfinished">,
  write: (text: string) => void,
  everyMs = 4000,
): Promise<void> {
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  try {
    for (let said = false; ; said = true) {
      const { publications, pagesDone } = await renders.unfinished();
      if (publications === 0) {
        if (said) write(`PDF pages: all made in ${elapsed()}\n`);
        return;
      }
      const made = pagesDone > 0 ? `, ${pagesDone} of their pages made` : "";
      write(
        `PDF pages (in the background, the site already answers): ${publications} publications to go${made}, ${elapsed()} so far…\n`,
      );
      await new Promise((resolve) => setTimeout(resolve, everyMs).unref());
    }
  } catch {
    // The database closed (shutting down): nothing more to say.
  }
}
