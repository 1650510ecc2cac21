import { PHONE } from "../support/browser.ts";
import { walkPublicPages } from "./conformance-support.ts";

// Every other public page, from the second; the other half in conformance-phone-1.test.ts.
walkPublicPages(PHONE, 1, 2);
