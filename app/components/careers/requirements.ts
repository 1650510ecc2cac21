import { fillIn } from "../../../shared/fill-in.ts";

/** Internship requirements show only the first `shown`, then '+N more' in the page's words (`moreCount`). */
export function summariseRequirements(
  requirements: string[],
  moreCount: string,
  shown = 2,
): { visible: string[]; more: string | null } {
  const hidden = requirements.length - shown;
  return { visible: requirements.slice(0, shown), more: hidden > 0 ? fillIn(moreCount, { count: hidden }) : null };
}
