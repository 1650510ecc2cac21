import { describe, expect, it } from "vitest";
import { kiswahiliValue, settingsInLanguage } from "./setting-words.ts";
import { SITE_SETTING_DEFAULTS } from "./site-settings.ts";

describe("settings that are words, in Kiswahili", () => {
  it("answers the stored Kiswahili, else the default's Kiswahili while the English is its default, else the English", () => {
    expect(kiswahiliValue("address_county", "Kajiado County", "Kaunti ya Kajiado (Kitengela)")).toBe(
      "Kaunti ya Kajiado (Kitengela)",
    );
    expect(kiswahiliValue("address_county", "Kajiado County", null)).toBe("Kaunti ya Kajiado");
    expect(kiswahiliValue("address_county", "Machakos County", null)).toBe("Machakos County");
  });

  it("lays the Kiswahili over the settings only on Kiswahili pages", () => {
    const settings = { ...SITE_SETTING_DEFAULTS };
    expect(settingsInLanguage(settings, {}, "en").office_hours).toBe("Mon-Fri 9:00 AM-5:00 PM EAT");
    const sw = settingsInLanguage(settings, { address_street: "Barabara ya Namanga" }, "sw");
    expect(sw.address_street).toBe("Barabara ya Namanga");
    expect(sw.office_hours).toBe("Jumatatu hadi Ijumaa, saa tatu asubuhi hadi saa kumi na moja jioni");
    expect(sw.phone).toBe(settings.phone);
  });
});
