/**
 * The managed lists (docs/product.md, "Choices"): authors pick a news category
 * or a publication type from its list; admins add, rename (also onto another
 * entry, which merges them) and remove entries nothing uses.
 */
export const CHOICE_LISTS = ["news-categories", "publication-types"] as const;
export type ChoiceList = (typeof CHOICE_LISTS)[number];

/** An entry and how many items use it. */
export type Choice = { id: number; name: string; uses: number };

export const isChoiceList = (list: string): list is ChoiceList => (CHOICE_LISTS as readonly string[]).includes(list);

/** The rule for an entry's name (POST and PATCH `{ name }`): trimmed, 1 to 60 characters, no < or >. */
export function choiceNameProblem(name: unknown): string | null {
  if (typeof name !== "string" || name.trim() === "") return "Enter a name";
  if (name.trim().length > 60) return "The name must be at most 60 characters";
  if (/[<>]/.test(name)) return "The name must not contain < or >";
  return null;
}
