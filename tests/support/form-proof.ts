import { solveChallenge } from "altcha-lib/v1";
import type { Challenge } from "altcha-lib/v1/types";
import { PDFDocument } from "pdf-lib";
import { proofPayload } from "../../shared/proof-payload.ts";

/** The proof-of-work answer a browser would send, as the base64 payload the server expects. */
export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error("could not solve the proof-of-work challenge");
  return proofPayload(challenge, solution.number);
}

/** A small real PDF, like a one-page CV. */
export async function cvPdf(text = "Amina Wanjiku, curriculum vitae"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14 });
  return doc.save();
}
