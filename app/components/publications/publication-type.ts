/** Badge colours per publication type; any other type is grey. */
const typeColours: Record<string, string> = {
  "Conference Report": "bg-violet-100 text-violet-800",
  "Research Report": "bg-sky-100 text-sky-800",
  "Policy Brief": "bg-brand-100 text-brand-800",
  "Impact Report": "bg-gold-100 text-[#6b4a00]",
  "Policy Analysis": "bg-accent-100 text-accent-700",
  "Advocacy Document": "bg-rose-100 text-rose-800",
};

export const GREY_TYPE = "bg-gray-100 text-gray-700";

export function publicationTypeClass(type: string): string {
  return typeColours[type.trim()] ?? GREY_TYPE;
}

/** Featured publications first, otherwise in the order given (newest first from the server). */
export function featuredFirst<T extends { featured: boolean }>(items: T[]): T[] {
  return [...items.filter((p) => p.featured), ...items.filter((p) => !p.featured)];
}
