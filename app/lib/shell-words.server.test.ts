import { describe, expect, it } from "vitest";
import type { CopyOf } from "../content/pages/page-registry.ts";
import { unpackCopy } from "./copy-wire.ts";
import {
  type PartWords,
  parseShellWordsFile,
  type ShellWords,
  shellWords,
  shellWordsHref,
  shellWordsVersion,
} from "./shell-words.server.ts";

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

describe("the shared parts' words", () => {
  it("travel packed in the module's JSON, and count again once unpacked, in the module's language", () => {
    const words = shellWords("sw", {} as CopyOf<"footer">);
    const parts = unpackCopy<PartWords>(JSON.parse(JSON.stringify(words.parts)));
    expect(parts.publications.reader.close).toBe("Funga kisomaji");
    expect(parts.gallery.setCount(1)).toBe("Mkusanyiko 1");
    expect(parts.gallery.setCount(3)).toBe("Mikusanyiko 3");
    expect(parts.gallery.counter(2, 12)).toBe("2 kati ya 12");
    expect(unpackCopy<PartWords>(shellWords("en", {} as CopyOf<"footer">).parts).publications.reader.close).toBe(
      "Close reader",
    );
  });
});
