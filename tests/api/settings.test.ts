import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

describe.each(kinds)("settings API on %s", (kind) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("answers null for listen_live_url before it is set", async () => {
    const res = await h.call("GET", "/api/settings/listen_live_url");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ key: "listen_live_url", value: null });
  });

  it("sets, reads and clears the Listen Live URL", async () => {
    const put = await h.call("PUT", "/api/settings/listen_live_url", {
      token,
      json: { value: "https://x.com/i/spaces/1abc" },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ key: "listen_live_url", value: "https://x.com/i/spaces/1abc" });
    expect(await (await h.call("GET", "/api/settings/listen_live_url")).json()).toEqual({
      key: "listen_live_url",
      value: "https://x.com/i/spaces/1abc",
    });
    const cleared = await h.call("PUT", "/api/settings/listen_live_url", { token, json: { value: null } });
    expect(await cleared.json()).toEqual({ key: "listen_live_url", value: null });
    const blank = await h.call("PUT", "/api/settings/listen_live_url", { token, json: { value: "  " } });
    expect(await blank.json()).toEqual({ key: "listen_live_url", value: null });
  });

  it("accepts only an http(s) URL or null", async () => {
    for (const value of ["javascript:alert(1)", "ftp://example.org", "not a url", 42]) {
      const res = await h.call("PUT", "/api/settings/listen_live_url", { token, json: { value } });
      expect(res.status, String(value)).toBe(400);
      const body = (await res.json()) as { details: Record<string, string> };
      expect(Object.keys(body.details)).toEqual(["value"]);
    }
    const missing = await h.call("PUT", "/api/settings/listen_live_url", { token, json: {} });
    expect(missing.status).toBe(400);
  });

  it("keeps a word setting in both languages: ?locale=sw sets and reads the Kiswahili, which falls back when unset", async () => {
    const path = "/api/settings/address_county";
    // Never set: the default's Kiswahili while the English is its default.
    expect(await (await h.call("GET", `${path}?locale=sw`)).json()).toEqual({
      key: "address_county",
      value: "Kaunti ya Kajiado",
      locale: "sw",
    });
    // The English changes: the Kiswahili page falls back to it, not to an old default.
    await h.call("PUT", path, { token, json: { value: "Machakos County" } });
    expect((await (await h.call("GET", `${path}?locale=sw`)).json()).value).toBe("Machakos County");
    const put = await h.call("PUT", `${path}?locale=sw`, { token, json: { value: "Kaunti ya Machakos" } });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ key: "address_county", value: "Kaunti ya Machakos", locale: "sw" });
    expect((await (await h.call("GET", path)).json()).value).toBe("Machakos County");
    expect((await (await h.call("GET", `${path}?locale=sw`)).json()).value).toBe("Kaunti ya Machakos");
    const list = (await (await h.call("GET", "/api/settings")).json()) as {
      items: { key: string; value: string; value_sw?: string; default_sw?: string }[];
    };
    expect(list.items.find((i) => i.key === "address_county")).toMatchObject({
      value: "Machakos County",
      value_sw: "Kaunti ya Machakos",
      default_sw: "Kaunti ya Kajiado",
    });
    expect(list.items.find((i) => i.key === "phone")).not.toHaveProperty("value_sw");
    expect((await h.services.settings.site("sw")).address_county).toBe("Kaunti ya Machakos");
    // Cleared, the Kiswahili falls back to the English again; the English is untouched.
    await h.call("PUT", `${path}?locale=sw`, { token, json: { value: null } });
    expect((await (await h.call("GET", `${path}?locale=sw`)).json()).value).toBe("Machakos County");
    await h.call("PUT", path, { token, json: { value: null } });
    expect((await (await h.call("GET", `${path}?locale=sw`)).json()).value).toBe("Kaunti ya Kajiado");
  });

  it("refuses a Kiswahili value for a setting that is not words, and an unknown language", async () => {
    const phone = await h.call("PUT", "/api/settings/phone?locale=sw", { token, json: { value: "+254700000000" } });
    expect(phone.status).toBe(400);
    expect(((await phone.json()) as { error: string }).error).toBe(
      'The setting "phone" reads the same in every language: it has no Kiswahili value (leave out ?locale=sw)',
    );
    const french = await h.call("GET", "/api/settings/address_county?locale=fr");
    expect(french.status).toBe(400);
    expect(((await french.json()) as { error: string }).error).toBe("locale must be en or sw");
    expect((await (await h.call("GET", "/api/settings/phone")).json()).value).toBe("+254712345678");
  });

  it("answers 404 for unknown settings and 401 without a token", async () => {
    const unknown = await h.call("GET", "/api/settings/theme");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: 'Unknown setting "theme". GET /api/settings lists the known settings.',
    });
    expect((await h.call("PUT", "/api/settings/theme", { token, json: { value: null } })).status).toBe(404);
    const anonymous = await h.call("PUT", "/api/settings/listen_live_url", { json: { value: null } });
    expect(anonymous.status).toBe(401);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await h.call("GET", "/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "No such API endpoint" });
  });
});
