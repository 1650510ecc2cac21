import { describe, expect, it } from "vitest";
import { parseShellWordsFile, type ShellWords, shellWordsHref, shellWordsVersion } from "./shell-words.server.ts";

const words = (title: string) => ({ footer: { newsletter: { title } } }) as unknown as ShellWords;

describe("the shell's words file name", () => {
  it("names the language and a version that follows the content", () => {
    expect(shellWordsHref("sw", words("Jarida"))).toMatch(/^\/words\/sw\.[\w-]{12}\.js$/);
    expect(shellWordsVersion(words("Jarida"))).toBe(shellWordsVersion(words("Jarida")));
    expect(shellWordsVersion(words("Jarida"))).not.toBe(shellWordsVersion(words("Jarida letu")));
  });

  it("reads back a name it wrote, and nothing else", () => {
    const href = shellWordsHref("en", words("News"));
    const file = href.replace("/words/", "");
    expect(parseShellWordsFile(file)).toEqual({ locale: "en", version: shellWordsVersion(words("News")) });
    for (const bad of [
      "fr.abcdefabcdef.js",
      "en.short.js",
      "en.abcdefabcdef.mjs",
      "../en.abcdefabcdef.js",
      "en.abcdefabcdef.json",
    ]) {
      expect(parseShellWordsFile(bad), bad).toBeNull();
    }
  });
});
