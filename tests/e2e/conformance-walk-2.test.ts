import { walkPublicPages } from "./conformance-support.ts";

// Every other public page, from the second; the other half in conformance-walk-1.test.ts.
walkPublicPages(1, 2);
