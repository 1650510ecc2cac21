/** An ALTCHA challenge as GET /api/forms/challenge gives it. */
export type ProofChallenge = {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
};

/** The answer to a solved challenge, as the `proof` field carries it: ALTCHA's base64 JSON payload. */
export function proofPayload(challenge: ProofChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}
