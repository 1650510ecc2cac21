/**
 * The managed lists (docs/product.md, "Choices"): authors pick a news category
 * or a publication type from its list; admins add, rename (also onto another
 * entry, which merges them) and remove entries nothing uses.
 */
export const CHOICE_LISTS = ["news-categories", "publication-types"] as const;
export type ChoiceList = (typeof CHOICE_LISTS)[number];

/**
 * An entry, its Kiswahili name (null: Kiswahili pages show the English one) and
 * how many items use it (decision 0076).
 */
export type Choice = { id: number; name: string; name_sw: string | null; uses: number };

export const isChoiceList = (list: string): list is ChoiceList => (CHOICE_LISTS as readonly string[]).includes(list);

/** The rule for an entry's name (POST and PATCH `{ name }`): trimmed, 1 to 60 characters, no < or >. */
export function choiceNameProblem(name: unknown): string | null {
  if (typeof name !== "string" || name.trim() === "") return "Enter a name";
  return lengthAndSigns(name, "The name");
}

/** The rule for its Kiswahili name (`{ name_sw }`): optional (empty or null removes it), else as the name. */
export function choiceSwNameProblem(name: unknown): string | null {
  if (name === null || name === undefined || (typeof name === "string" && name.trim() === "")) return null;
  if (typeof name !== "string") return "The Kiswahili name must be text";
  return lengthAndSigns(name, "The Kiswahili name");
}

function lengthAndSigns(name: string, what: string): string | null {
  if (name.trim().length > 60) return `${what} must be at most 60 characters`;
  if (/[<>]/.test(name)) return `${what} must not contain < or >`;
  return null;
}
