import { leafPaths } from "./copy-rules.ts";
import { pathsOverlap, valueAt } from "./copy-tree.ts";
import type { PageField } from "./page-contract.ts";

/** When each field of one language was last changed, by path (a leaf's, or a whole list's). */
export type FieldTimes = Record<string, string>;

const latest = (times: FieldTimes, path: string): string | undefined => {
  let found: string | undefined;
  for (const [at, time] of Object.entries(times)) if (pathsOverlap(at, path) && (!found || time > found)) found = time;
  return found;
};

/**
 * The Kiswahili fields to badge (shared/pages/page-contract.ts): `missing` when
 * the shipped twin has no text there and staff wrote none; `outdated` when the
 * English was changed after the Kiswahili (or the Kiswahili never was).
 */
export function kiswahiliStatus(
  fields: Record<string, PageField>,
  swCopy: unknown,
  swShipped: unknown,
  enTimes: FieldTimes,
  swTimes: FieldTimes,
): { sw_missing: string[]; sw_outdated: string[] } {
  const sw_missing: string[] = [];
  const sw_outdated: string[] = [];
  for (const path of leafPaths(fields, swCopy)) {
    const english = latest(enTimes, path);
    const kiswahili = latest(swTimes, path);
    if (!kiswahili && valueAt(swShipped, path) === undefined) sw_missing.push(path);
    else if (english && (!kiswahili || kiswahili < english)) sw_outdated.push(path);
  }
  return { sw_missing, sw_outdated };
}
