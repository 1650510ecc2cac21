/** Kiswahili twin of ../breadcrumbs.ts: the breadcrumb's first step and the pages the menu does not list. */
import type * as en from "../breadcrumbs.ts";

export const homeCrumb: typeof en.homeCrumb = { label: "Mwanzo", path: "/" };

export const breadcrumbLabel: typeof en.breadcrumbLabel = "Njia ya ukurasa";

export const pagesOutsideMenu: typeof en.pagesOutsideMenu = {
  "/civic-education": { label: "Elimu ya uraia", parent: "/programs" },
  "/grassroots-advocacy": { label: "Utetezi wa mashinani", parent: "/programs" },
  "/community-dialogues": { label: "Midahalo ya jamii", parent: "/programs" },
  "/community-club": { label: "Klabu ya jamii", parent: "/get-involved" },
  "/apply": { label: "Tuma maombi", parent: "/get-involved" },
  "/register": { label: "Jisajili kwa tukio", parent: "/get-involved" },
  "/newsletter": { label: "Jarida", parent: "/" },
  "/newsletter/confirm": { label: "Thibitisha usajili wako", parent: "/newsletter" },
  "/newsletter/unsubscribe": { label: "Jiondoe", parent: "/newsletter" },
  "/transparency": { label: "Hesabu wazi", parent: "/about" },
  "/newsletter/archive": { label: "Majarida yaliyopita", parent: "/newsletter" },
  "/sms": { label: "Taarifa kwa SMS", parent: "/newsletter" },
};
