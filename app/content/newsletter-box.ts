import { newsletterBoxFrom } from "./compose/newsletter-box.ts";
import { formCopy } from "./forms.ts";
import { newsletterPages } from "./newsletter-pages.ts";

/** The words every newsletter sign-up box shares (footer, news page, the newsletter's own page). */
export const newsletterBox = newsletterBoxFrom(formCopy, newsletterPages);
