import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSettingWordKey, SETTING_WORDS_SW_DEFAULTS } from "../../shared/setting-words.ts";
import { SITE_SETTING_DEFAULTS, SITE_SETTING_KEYS } from "../../shared/site-settings.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

/** Each key with values its rule takes (and what is stored) and values it refuses, with the field's message. */
const RULES: Record<string, { good: [string, string][]; bad: string[]; message: string }> = {
  mpesa_paybill: {
    good: [
      ["12345", "12345"],
      [" 4002001 ", "4002001"],
    ],
    bad: ["1234", "12345678", "40O200", "400 200"],
    message: "The paybill must be 5 to 7 digits, such as 400200",
  },
  mpesa_account: {
    good: [["UR-2026", "UR-2026"]],
    bad: ["has space", "x".repeat(21)],
    message: "The account number must be 1 to 20 letters or digits, such as 872607",
  },
  mpesa_business_name: {
    good: [["URAIA TRUST", "URAIA TRUST"]],
    bad: ["<b>Uraia</b>", "x".repeat(61)],
    message: "The business name must be at most 60 characters, without < or >",
  },
  bank_account_number: {
    good: [["0123 4567 8901", "0123 4567 8901"]],
    bad: ["12345", "ACC12345"],
    message: "The bank account number must be 6 to 20 digits (spaces allowed)",
  },
  bank_reference_prefix: {
    good: [["GIFT", "GIFT"]],
    bad: ["gift", "G", "GIFT-2026"],
    message: "The reference prefix must be 2 to 16 capital letters or digits, such as DONATION",
  },
  phone: {
    good: [
      ["0733 111 222", "+254733111222"],
      ["+254 110 123 456", "+254110123456"],
    ],
    bad: ["12", "call me", "0733"],
    message: "Enter a phone number such as 0712 345 678 or +254 712 345 678",
  },
  whatsapp_number: {
    good: [["0722000111", "+254722000111"]],
    bad: ["+254 7"],
    message: "Enter a phone number such as 0712 345 678 or +254 712 345 678",
  },
  contact_email: {
    good: [["Hello@Uraia.ORG", "hello@uraia.org"]],
    bad: ["hello@", "a b@uraia.org", "hello@uraia"],
    message: "Enter an email address such as info@uraia.org",
  },
  social_x: {
    good: [["https://x.com/UraiaNews", "https://x.com/UraiaNews"]],
    bad: ["http://x.com/UraiaKenya", "javascript:alert(1)", "x.com/UraiaKenya", "https://localhost/x"],
    message: "Enter an https address such as https://x.com/UraiaKenya",
  },
  impact_counties: {
    good: [
      ["20+", "20+"],
      ["47", "47"],
      ["1,200+", "1,200+"],
    ],
    bad: ["many", "+20", "20 counties"],
    message: "Enter a figure such as 15+, 1,200+ or 95%",
  },
};

describe.each(kinds)("site settings API on %s", (kind) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  const put = (key: string, value: unknown) => h.call("PUT", `/api/settings/${key}`, { token, json: { value } });

  it("answers each key's default until it is changed, and lists every setting", async () => {
    expect(await (await h.call("GET", "/api/settings/mpesa_paybill")).json()).toEqual({
      key: "mpesa_paybill",
      value: "400200",
    });
    const list = (await (await h.call("GET", "/api/settings")).json()) as {
      items: { key: string; value: string | null; default: string | null }[];
    };
    expect(list.items.map((s) => s.key)).toEqual(["listen_live_url", "twitter_site", ...SITE_SETTING_KEYS]);
    for (const key of SITE_SETTING_KEYS) {
      const item = list.items.find((s) => s.key === key);
      // A setting that is words has its Kiswahili beside it (falling back to its own default).
      const kiswahili = isSettingWordKey(key)
        ? { value_sw: SETTING_WORDS_SW_DEFAULTS[key], default_sw: SETTING_WORDS_SW_DEFAULTS[key] }
        : {};
      expect(item, key).toEqual({
        key,
        value: SITE_SETTING_DEFAULTS[key],
        default: SITE_SETTING_DEFAULTS[key],
        ...kiswahili,
      });
    }
  });

  it.each(Object.entries(RULES))(
    "checks %s: stores the normal form, refuses the rest with its message",
    async (key, rule) => {
      for (const [input, stored] of rule.good) {
        const res = await put(key, input);
        expect(res.status, input).toBe(200);
        expect(await res.json()).toEqual({ key, value: stored });
        expect(await (await h.call("GET", `/api/settings/${key}`)).json()).toEqual({ key, value: stored });
      }
      for (const input of rule.bad) {
        const res = await put(key, input);
        expect(res.status, input).toBe(400);
        const body = (await res.json()) as { error: string; details: Record<string, string> };
        expect(body.details, input).toEqual({ value: rule.message });
      }
      const last = rule.good.at(-1)?.[1];
      expect(await (await h.call("GET", `/api/settings/${key}`)).json()).toEqual({ key, value: last });
    },
  );

  it("puts the default back when the value is emptied, and leaves an optional detail out", async () => {
    expect((await put("mpesa_paybill", "555555")).status).toBe(200);
    expect(await (await put("mpesa_paybill", "  ")).json()).toEqual({ key: "mpesa_paybill", value: "400200" });
    expect(await (await put("bank_name", "KCB, Kitengela branch")).json()).toEqual({
      key: "bank_name",
      value: "KCB, Kitengela branch",
    });
    expect(await (await put("bank_name", null)).json()).toEqual({ key: "bank_name", value: null });
  });

  it("reads every setting in force in one call of the service", async () => {
    await put("impact_counties", "22+");
    const site = await h.services.settings.site();
    expect(site.impact_counties).toBe("22+");
    expect(site.address_town).toBe(SITE_SETTING_DEFAULTS.address_town);
  });

  it("lets only staff with the settings permission change them", async () => {
    expect((await h.call("PUT", "/api/settings/mpesa_paybill", { json: { value: "123456" } })).status).toBe(401);
    expect(await (await h.call("GET", "/api/settings/mpesa_paybill")).json()).toEqual({
      key: "mpesa_paybill",
      value: "400200",
    });
  });
});
