import type { Challenge } from "altcha-lib/v1/types";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { makeStamp } from "./form-stamp.ts";
import { newChallenge } from "./proof-of-work.ts";
import { loadSiteSecret } from "./site-secret.ts";

/** What the public forms need from the server before sending: a signed stamp and a proof-of-work challenge. */
export interface FormsService {
  /** The site's signing secret (the same on every instance). */
  secret(): Promise<string>;
  /** A signed "shown now" stamp for a form rendered on the server. */
  stamp(): Promise<string>;
  /** A fresh stamp and a challenge, fetched by forms running JavaScript. */
  challenge(): Promise<{ form_stamp: string; challenge: Challenge }>;
}

export function createFormsService(db: Kysely<Database>, now: () => Date): FormsService {
  let secret: Promise<string> | undefined;
  const load = () => {
    secret ??= loadSiteSecret(db, now()).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  return {
    secret: load,
    stamp: async () => makeStamp(await load(), now()),
    async challenge() {
      const key = await load();
      return { form_stamp: makeStamp(key, now()), challenge: await newChallenge(key, now()) };
    },
  };
}
