import { describe, expect, it } from "vitest";
import { EVENT_KIND_LABELS } from "./collections/events.ts";
import { donationDetails } from "./donation-details.ts";
import { figureText } from "./figure-text.ts";
import {
  resolveSiteSettings,
  SITE_SETTING_DEFAULTS,
  socialAccounts,
  telHref,
  whatsappHref,
  withFigures,
} from "./site-settings.ts";

describe("site settings", () => {
  it("lays stored values over the defaults; null and unknown keys change nothing", () => {
    const settings = resolveSiteSettings([
      { key: "impact_counties", value: "20+" },
      { key: "phone", value: null },
      { key: "theme", value: "dark" },
    ]);
    expect(settings.impact_counties).toBe("20+");
    expect(settings.phone).toBe(SITE_SETTING_DEFAULTS.phone);
    expect("theme" in settings).toBe(false);
  });

  it("fills named figures and keeps written ones", () => {
    const settings = resolveSiteSettings([{ key: "impact_counties", value: "31+" }]);
    expect(
      withFigures(
        [
          { figure: "impact_counties", label: "Counties" },
          { value: "95%", label: "Satisfaction" },
        ],
        settings,
      ),
    ).toEqual([
      { value: "31+", label: "Counties" },
      { value: "95%", label: "Satisfaction" },
    ]);
    expect(figureText({ figure: "impact_counties", label: "counties" }, settings)).toBe("31+ counties");
    expect(figureText("25+ workshops", settings)).toBe("25+ workshops");
  });

  it("builds links and details from the settings", () => {
    expect(whatsappHref({ whatsapp_number: "+254712345678" }, "Hi & bye")).toBe(
      "https://wa.me/254712345678?text=Hi%20%26%20bye",
    );
    expect(telHref("+254 712 345 678")).toBe("tel:+254712345678");
    expect(socialAccounts(SITE_SETTING_DEFAULTS)[0]).toEqual({
      name: "X",
      handle: "UraiaKenya",
      url: "https://x.com/UraiaKenya",
    });
    expect(socialAccounts({ ...SITE_SETTING_DEFAULTS, social_x: null }).map((a) => a.name)).not.toContain("X");
    expect(donationDetails(SITE_SETTING_DEFAULTS)).toMatchObject({ paybill: "400200", bankAccountNumber: null });
  });

  it("names each event kind by its public name and page", () => {
    expect(EVENT_KIND_LABELS["club-event"]).toBe("Community club event · on /community-club");
  });
});
