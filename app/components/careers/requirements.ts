/** Internship requirements show only the first `shown`, then '+N more'. */
export function summariseRequirements(requirements: string[], shown = 2): { visible: string[]; more: string | null } {
  const hidden = requirements.length - shown;
  return { visible: requirements.slice(0, shown), more: hidden > 0 ? `+${hidden} more` : null };
}
