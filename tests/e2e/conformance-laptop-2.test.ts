import { LAPTOP } from "../support/browser.ts";
import { walkPublicPages } from "./conformance-support.ts";

// Every other public page, from the second; the other half in conformance-laptop-1.test.ts.
walkPublicPages(LAPTOP, 1, 2);
