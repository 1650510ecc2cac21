import { PHONE } from "../support/browser.ts";
import { axeOnEveryPage } from "./conformance-axe.ts";

axeOnEveryPage("390 px", PHONE);
