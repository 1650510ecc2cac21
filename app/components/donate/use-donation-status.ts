import { useEffect, useState } from "react";
import type { DonationStatusAnswer } from "../../../shared/donations.ts";
import { askDonationStatus } from "./donation-api.ts";

/** How often the page asks while a gift is pending, and for how long at most (the push expires in 10 minutes). */
const POLL_MS = 3000;
const POLL_FOR_MS = 12 * 60_000;

/** The gift's state, asked again from GET /api/donation-status/<ref> every few seconds while it is pending. */
export function useDonationStatus(ref: string, initial: DonationStatusAnswer): DonationStatusAnswer {
  const [answer, setAnswer] = useState(initial);
  useEffect(() => setAnswer(initial), [initial]);
  const pending = answer.status === "pending";
  useEffect(() => {
    if (!pending) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const controller = new AbortController();
    const ask = async () => {
      try {
        const next = await askDonationStatus(ref, controller.signal);
        setAnswer(next);
        if (next.status !== "pending") return;
      } catch {
        // Offline for a moment: ask again at the next turn.
      }
      if (Date.now() - started < POLL_FOR_MS && !controller.signal.aborted) timer = setTimeout(ask, POLL_MS);
    };
    timer = setTimeout(ask, POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [ref, pending]);
  return answer;
}
