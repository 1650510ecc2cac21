import { apiUrl } from "../../lib/api-base.ts";

type Challenge = { algorithm: string; challenge: string; salt: string; signature: string; maxnumber?: number };

/**
 * Fetches a fresh signed stamp and a proof-of-work challenge for `form`, then
 * solves the challenge in the background (ALTCHA, loaded only now) and puts both
 * into the form's hidden fields. Failures leave the page's own stamp in place:
 * the server then judges the message without a proof, as for visitors without JavaScript.
 */
export async function prepareFormTokens(form: HTMLFormElement): Promise<void> {
  const res = await fetch(apiUrl("/api/forms/challenge"), { headers: { Accept: "application/json" } });
  if (!res.ok) return;
  const { form_stamp, challenge } = (await res.json()) as { form_stamp: string; challenge: Challenge };
  setField(form, "form_stamp", form_stamp);
  setField(form, "proof", "");
  const { solveChallenge } = await import("altcha-lib/v1");
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) return;
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  setField(form, "proof", btoa(JSON.stringify(payload)));
}

function setField(form: HTMLFormElement, name: string, value: string) {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}
