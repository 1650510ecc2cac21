/**
 * The collections' field labels and hints on the admin's forms and lists, keyed
 * by their English text in the definitions (shared/collections). English needs
 * none; the Kiswahili twin gives each its words, and a text it lacks is shown
 * as written in the definition (decision 0072).
 */
export type FieldWords = Readonly<Record<string, string>>;

export const fieldWords: FieldWords = {};

/** The choices of the collections' choice fields as staff read them (the code, or its label), likewise. */
export const optionWords: FieldWords = {};

/** What staff typed into a free-text field shown in the lists (a resource's type: "Guide"), likewise. */
export const valueWords: FieldWords = {};
