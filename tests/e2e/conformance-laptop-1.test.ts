import { LAPTOP } from "../support/browser.ts";
import { walkPublicPages } from "./conformance-support.ts";

// Every other public page, from the first; the other half in conformance-laptop-2.test.ts.
walkPublicPages(LAPTOP, 0, 2);
