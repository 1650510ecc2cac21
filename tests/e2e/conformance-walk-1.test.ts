import { walkPublicPages } from "./conformance-support.ts";

// Every other public page, from the first; the other half in conformance-walk-2.test.ts.
walkPublicPages(0, 2);
