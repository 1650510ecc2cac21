import { LAPTOP } from "../support/browser.ts";
import { axeOnEveryPage } from "./conformance-axe.ts";

axeOnEveryPage("1366 px", LAPTOP);
