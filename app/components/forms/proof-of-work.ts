import { type ProofChallenge, proofPayload } from "../../../shared/proof-payload.ts";
import { apiUrl } from "../../lib/api-base.ts";

/**
 * Fetches a fresh signed stamp and a proof-of-work challenge for `form`, then
 * solves the challenge in the background (ALTCHA, loaded only now) and puts both
 * into the form's hidden fields. Failures leave the page's own stamp in place:
 * the server then judges the message without a proof, as for visitors without JavaScript.
 */
export async function prepareFormTokens(form: HTMLFormElement): Promise<void> {
  const res = await fetch(apiUrl("/api/forms/challenge"), { headers: { Accept: "application/json" } });
  if (!res.ok) return;
  const { form_stamp, challenge } = (await res.json()) as { form_stamp: string; challenge: ProofChallenge };
  setField(form, "form_stamp", form_stamp);
  setField(form, "proof", "");
  const { solveChallenge } = await import("altcha-lib/v1");
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (solution) setField(form, "proof", proofPayload(challenge, solution.number));
}

function setField(form: HTMLFormElement, name: string, value: string) {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}
