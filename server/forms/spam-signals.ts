/**
 * Weighing what a message shows about its sender (docs/product.md, "Spam";
 * decision 0061). Each signal has a weight; a message is spam when the weights
 * add up to SPAM_THRESHOLD or more. A strong signal (a forged, missing, reused
 * or day-old stamp, a wrong proof of work, more than three links) is enough on
 * its own; a weak one (sent within seconds of the form being shown: a browser
 * that fills the form in for a person; one to three links; a known spam phrase)
 * never is. A solved proof of work counts for the sender against weak signals only.
 */
export type SpamSignal =
  | { kind: "stamp"; verdict: "missing" | "forged" | "too-fast" | "expired" | "reused" }
  | { kind: "proof"; verdict: "ok" | "invalid" | "expired" | "reused" }
  | { kind: "links"; count: number }
  | { kind: "phrases"; found: string[] };

export const SPAM_THRESHOLD = 2;
const MAX_LINKS = 3;

/** Phrases seen in the spam that reaches charities' contact forms (matched as whole words, any case). */
export const SPAM_PHRASES = [
  "casino",
  "backlinks",
  "seo services",
  "crypto investment",
  "forex signals",
  "guest post",
  "buy followers",
  "viagra",
  "loan offer",
  "work from home and earn",
  "double your bitcoin",
] as const;

const STAMP_REASONS = {
  missing: "The form's time stamp was missing.",
  forged: "The form's time stamp was not signed by this site.",
  "too-fast": "Sent within 3 seconds of the form being shown.",
  expired: "The form's time stamp was more than a day old.",
  reused: "The form's time stamp had already been used for another message.",
} as const;

const PROOF_REASONS = {
  invalid: "The proof-of-work answer was wrong.",
  expired: "The proof-of-work answer had expired.",
  reused: "The proof-of-work answer had already been used.",
} as const;

function weigh(signal: SpamSignal): { weight: number; reason: string | null } {
  switch (signal.kind) {
    case "stamp":
      return { weight: signal.verdict === "too-fast" ? 1 : 2, reason: STAMP_REASONS[signal.verdict] };
    case "proof":
      return signal.verdict === "ok"
        ? { weight: -1, reason: null }
        : { weight: 2, reason: PROOF_REASONS[signal.verdict] };
    case "links":
      if (signal.count === 0) return { weight: 0, reason: null };
      return {
        weight: signal.count > MAX_LINKS ? 2 : 1,
        reason: `The text holds ${signal.count} link${signal.count === 1 ? "" : "s"}.`,
      };
    case "phrases":
      if (signal.found.length === 0) return { weight: 0, reason: null };
      return {
        weight: Math.min(2, signal.found.length),
        reason: `The text uses known spam phrases (${signal.found.join(", ")}).`,
      };
  }
}

/** The reason the message is spam (every signal that counted against it), or null when it is not. */
export function judgeSignals(signals: SpamSignal[]): string | null {
  const weighed = signals.map(weigh);
  // A strong signal decides alone; a solved proof of work only offsets weak ones.
  const strong = weighed.some((w) => w.weight >= SPAM_THRESHOLD);
  const total = weighed.reduce((sum, w) => sum + w.weight, 0);
  if (!strong && total < SPAM_THRESHOLD) return null;
  return weighed
    .filter((w) => w.weight > 0 && w.reason)
    .map((w) => w.reason)
    .join(" ");
}

/** Links and known spam phrases in a message's text. */
export function textSignals(text: string): SpamSignal[] {
  const count = text.match(/https?:\/\/|www\./gi)?.length ?? 0;
  const lower = text.toLowerCase();
  const found = SPAM_PHRASES.filter((phrase) => new RegExp(`(^|\\W)${phrase}($|\\W)`).test(lower));
  return [
    { kind: "links", count },
    { kind: "phrases", found },
  ];
}
