import { SW_FIELD_WORDS, SW_OPTION_WORDS, SW_VALUE_WORDS } from "../../../shared/collections/kiswahili-words.ts";
import type * as en from "../admin-field-words.ts";

/**
 * Kiswahili twin of app/content/admin-field-words.ts (decision 0072): the words
 * live in shared/collections/kiswahili-words.ts, which the server's Kiswahili
 * error texts read too (decision 0075).
 */
export const fieldWords: typeof en.fieldWords = SW_FIELD_WORDS;

export const optionWords: typeof en.optionWords = SW_OPTION_WORDS;

export const valueWords: typeof en.valueWords = SW_VALUE_WORDS;
