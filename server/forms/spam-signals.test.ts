import { describe, expect, it } from "vitest";
import { judgeSignals, type SpamSignal, textSignals } from "./spam-signals.ts";

const fast: SpamSignal = { kind: "stamp", verdict: "too-fast" };
const solved: SpamSignal = { kind: "proof", verdict: "ok" };

describe("spam signals", () => {
  it("never calls a message spam for its speed alone", () => {
    expect(judgeSignals([fast])).toBeNull();
    expect(judgeSignals([fast, solved, ...textSignals("Hello, I would like to volunteer.")])).toBeNull();
  });

  it("weighs speed with other signals", () => {
    expect(judgeSignals([fast, ...textSignals("See https://a.example")])).toBe(
      "Sent within 3 seconds of the form being shown. The text holds 1 link.",
    );
    expect(judgeSignals([fast, ...textSignals("Cheap SEO services for you")])).toBe(
      "Sent within 3 seconds of the form being shown. The text uses known spam phrases (seo services).",
    );
    // A solved proof of work speaks for the sender: speed and one link are then not enough.
    expect(judgeSignals([fast, solved, ...textSignals("See https://a.example")])).toBeNull();
  });

  it("lets a strong signal decide alone, even with a solved proof of work", () => {
    expect(judgeSignals([{ kind: "stamp", verdict: "reused" }, solved])).toBe(
      "The form's time stamp had already been used for another message.",
    );
    expect(judgeSignals([{ kind: "stamp", verdict: "forged" }])).toBe(
      "The form's time stamp was not signed by this site.",
    );
    expect(judgeSignals([{ kind: "proof", verdict: "reused" }])).toBe(
      "The proof-of-work answer had already been used.",
    );
    expect(judgeSignals(textSignals("https://a.example https://b.example http://c.example www.d.example"))).toBe(
      "The text holds 4 links.",
    );
    expect(judgeSignals(textSignals("Casino bonus and backlinks"))).toBe(
      "The text uses known spam phrases (casino, backlinks).",
    );
  });

  it("matches phrases as whole words only", () => {
    expect(textSignals("Occasionally we meet in Kisumu")[1]).toEqual({ kind: "phrases", found: [] });
    expect(judgeSignals(textSignals("One link https://a.example and a casino"))).not.toBeNull();
    expect(judgeSignals(textSignals("A link to our report https://a.example"))).toBeNull();
  });
});
