import { prepareDummyHash } from "./auth/password-hash.ts";
import { CARRY_OVER_JOB, carryOverPageLists } from "./demo/carry-over.ts";
import { type FirstAccount, firstStart } from "./demo/first-start.ts";
import { PAGE_COPY } from "./search/page-copy.ts";
import { ensureSearchIndex } from "./search/search-index.ts";
import type { Services } from "./services.ts";
import { pagesShown } from "./sms/sms-pages.ts";
import type { StepProgress } from "./step-progress.ts";

/** Runs one step of starting; main.ts passes one that prints progress (./step-progress.ts). */
export type StepRunner = <T>(label: string, work: (progress: StepProgress) => Promise<T>) => Promise<T>;

const quietly: StepRunner = (_label, work) => work({ report() {} });

/**
 * The work of starting an instance once its services are built: the jobs that
 * need the whole set of services, the search index, the first start of an empty
 * database (docs/product.md, "First start"), PDFs still to render, and the dummy
 * hash that keeps sign-in timing even. Called by main.ts and everything that
 * runs the site (the dev server, seeding, the tests' harness). `onFirstAccount`
 * hears of the staff account a first start made.
 */
export async function startUp(
  services: Services,
  options: { step?: StepRunner; onFirstAccount?: (account: FirstAccount) => void } = {},
): Promise<Services> {
  const step = options.step ?? quietly;
  services.jobs.handle(CARRY_OVER_JOB, async (payload) => {
    await carryOverPageLists(services, payload);
  });
  // The static pages' search copy, with the copy staff edited in force (docs/decisions/0088).
  await step("Search index", async () =>
    ensureSearchIndex(services.db.db, pagesShown(await services.pages.searchCopy(PAGE_COPY), services.sms.enabled)),
  );
  const account = await step("First start (staff account, demo content)", (progress) => firstStart(services, progress));
  if (account) options.onFirstAccount?.(account);
  await services.pageRenders.scheduleMissing();
  await prepareDummyHash();
  return services;
}
