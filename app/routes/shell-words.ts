import { pageCopyIn } from "../lib/page-copy.server.ts";
import { parseShellWordsFile, shellWords, shellWordsVersion } from "../lib/shell-words.server.ts";
import type { Route } from "./+types/shell-words";

/**
 * /words/<language>.<version>.js: the shell's words of one language as a
 * JavaScript module (`export default {…}`), which a public page's first script
 * imports with the other modules and the browser keeps, instead of finding them
 * in each page's hydration data (docs/decisions/0095-shell-words-file.md). The address
 * names its content's version, so a browser may keep the answer for good; an
 * address with an older version (a page rendered before staff changed the
 * footer's words) gets today's words, which nobody may keep.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = parseShellWordsFile(params.file);
  if (!file) {
    return Response.json({ error: "No such words file: expected en.<version>.js or sw.<version>.js" }, { status: 404 });
  }
  const words = shellWords(file.locale, await pageCopyIn(context, "footer", file.locale));
  const current = shellWordsVersion(words) === file.version;
  // JSON is a JavaScript expression: the module's one export.
  return new Response(`export default ${JSON.stringify(words)};\n`, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
