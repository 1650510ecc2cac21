import { HtmlValidate } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server.ts";
import { publicPageNames, publicPagePath } from "./public-pages.ts";

let server: RunningServer;
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

/** The server's HTML of every public page conforms (html-validate, standard preset). */
describe("valid HTML on every public page", () => {
  it.each(publicPageNames)("%s", async (name) => {
    const path = await publicPagePath(server.url, name);
    const res = await fetch(server.url + path);
    expect(res.headers.get("content-type")).toContain("text/html");
    const report = await validator.validateString(await res.text());
    const problems = report.results
      .flatMap((result) => result.messages)
      .map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `line ${m.line}`})`);
    expect(problems).toEqual([]);
  });
});
