import { SW_COLLECTION_NAMES } from "../../../shared/collections/kiswahili-words.ts";
import type * as en from "../admin-collection-names.ts";

/** Kiswahili twin of app/content/admin-collection-names.ts (decision 0072; the names live in shared/collections/kiswahili-words.ts). */
export const collectionNames: typeof en.collectionNames = SW_COLLECTION_NAMES;
