import { describe, expect, it } from "vitest";
import * as shell from "../content/shell.ts";
import * as swShell from "../content/sw/shell.ts";
import { copyFor, copyIn, kiswahiliTwin } from "./copy.server.ts";

describe("copy in the page's language", () => {
  it("gives English pages the English module", () => {
    expect(copyIn("en", "shell", shell)).toBe(shell);
    expect(copyFor(new Request("http://x/about"), "shell", shell).shellCopy.skipToContent).toBe("Skip to content");
  });

  it("gives Kiswahili pages the twin", () => {
    expect(kiswahiliTwin("shell")).toBeDefined();
    expect(copyFor(new Request("http://x/sw/about"), "shell", shell).shellCopy).toEqual(swShell.shellCopy);
    expect(copyFor(new Request("http://x/sw"), "shell", shell).notFoundCopy.heading).toBe(
      "Samahani! Ukurasa unaoutafuta haupo.",
    );
  });

  it("falls back to English for a module without a twin", () => {
    const english = { thing: { title: "Only English" } };
    expect(copyIn("sw", "no-such-module", english)).toBe(english);
  });
});
