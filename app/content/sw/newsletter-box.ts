/** Kiswahili twin of ../newsletter-box.ts: the words every newsletter sign-up box shares. */

import { newsletterBoxFrom } from "../compose/newsletter-box.ts";
import type * as en from "../newsletter-box.ts";
import { formCopy } from "./forms.ts";
import { newsletterPages } from "./newsletter-pages.ts";

export const newsletterBox: typeof en.newsletterBox = newsletterBoxFrom(formCopy, newsletterPages);
