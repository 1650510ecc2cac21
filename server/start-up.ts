import { prepareDummyHash } from "./auth/password-hash.ts";
import { CARRY_OVER_JOB, carryOverPageLists } from "./demo/carry-over.ts";
import { firstStart } from "./demo/first-start.ts";
import { ensureSearchIndex } from "./search/search-index.ts";
import type { Services } from "./services.ts";

/**
 * The work of starting an instance once its services are built: the jobs that
 * need the whole set of services, the search index, the first start of an empty
 * database (docs/product.md, "First start"), PDFs still to render, and the dummy
 * hash that keeps sign-in timing even. Called by main.ts and everything that
 * runs the site (the dev server, seeding, the tests' harness).
 */
export async function startUp(services: Services): Promise<Services> {
  services.jobs.handle(CARRY_OVER_JOB, async (payload) => {
    await carryOverPageLists(services, payload);
  });
  await ensureSearchIndex(services.db.db);
  await firstStart(services);
  await services.pageRenders.scheduleMissing();
  await prepareDummyHash();
  return services;
}
