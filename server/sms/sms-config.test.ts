import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { readSmsConfig } from "./sms-config.ts";

describe("readSmsConfig", () => {
  it("is off, with no problem, when no SMS variable is set", () => {
    expect(readSmsConfig({})).toEqual({ config: null, problems: [] });
    expect(readSmsConfig({ SMS_COST_PER_SEGMENT: "1.2" })).toEqual({ config: null, problems: [] });
  });

  it("names every missing variable when half configured", () => {
    expect(readSmsConfig({ AT_USERNAME: "uraia" }).problems).toEqual([
      "SMS_PROVIDER: is required once any SMS variable is set (SMS is half configured)",
      "AT_API_KEY: is required once any SMS variable is set (SMS is half configured)",
    ]);
    expect(readSmsConfig({ SMS_PROVIDER: "twilio", AT_USERNAME: "u", AT_API_KEY: "k" }).problems).toEqual([
      "SMS_PROVIDER: must be africastalking",
    ]);
    expect(readSmsConfig({ SMS_COST_PER_SEGMENT: "cheap" }).problems).toEqual([
      "SMS_COST_PER_SEGMENT: must be the shillings per part, such as 0.80",
    ]);
  });

  it("uses the live API, the sandbox for the sandbox username, or AT_API_URL", () => {
    const base = { SMS_PROVIDER: "africastalking", AT_API_KEY: "k" };
    expect(readSmsConfig({ ...base, AT_USERNAME: "uraia", AT_SENDER_ID: "URAIA" }).config).toEqual({
      provider: "africastalking",
      username: "uraia",
      apiKey: "k",
      senderId: "URAIA",
      baseUrl: "https://api.africastalking.com",
      costPerSegment: 0.8,
    });
    expect(readSmsConfig({ ...base, AT_USERNAME: "sandbox" }).config?.baseUrl).toBe(
      "https://api.sandbox.africastalking.com",
    );
    expect(
      readSmsConfig({ ...base, AT_USERNAME: "u", AT_API_URL: "http://127.0.0.1:4000/", SMS_COST_PER_SEGMENT: "1.1" })
        .config,
    ).toMatchObject({ baseUrl: "http://127.0.0.1:4000", costPerSegment: 1.1 });
  });

  it("stops boot naming what is missing, never echoing the key", () => {
    expect(loadConfig({}).sms).toBeNull();
    const attempt = () => loadConfig({ SMS_PROVIDER: "africastalking", AT_API_KEY: "secret-key-value" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow("AT_USERNAME: is required once any SMS variable is set (SMS is half configured)");
    expect(() => attempt()).not.toThrow(/secret-key-value/);
  });
});
