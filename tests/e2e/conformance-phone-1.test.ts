import { PHONE } from "../support/browser.ts";
import { walkPublicPages } from "./conformance-support.ts";

// Every other public page, from the first; the other half in conformance-phone-2.test.ts.
walkPublicPages(PHONE, 0, 2);
