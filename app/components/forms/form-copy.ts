import type { formCopy } from "../../content/forms.ts";

/** The words every public form shares; the route hands them in (app/content/forms.ts). */
export type FormCopy = typeof formCopy;
