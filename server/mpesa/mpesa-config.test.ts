import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";

const full = {
  MPESA_CONSUMER_KEY: "key",
  MPESA_CONSUMER_SECRET: "a-consumer-secret",
  MPESA_SHORTCODE: "174379",
  MPESA_PASSKEY: "a-passkey-value",
};

describe("M-Pesa configuration", () => {
  it("is off with no MPESA_ variable", () => {
    expect(loadConfig({}).mpesa).toBeNull();
  });

  it("defaults to the sandbox, paybill and a query after 60 seconds", () => {
    expect(loadConfig(full).mpesa).toMatchObject({
      env: "sandbox",
      baseUrl: "https://sandbox.safaricom.co.ke",
      transactionType: "CustomerPayBillOnline",
      queryAfterMs: 60_000,
      callbackIps: [],
    });
    expect(loadConfig({ ...full, MPESA_ENV: "production" }).mpesa?.baseUrl).toBe("https://api.safaricom.co.ke");
    expect(loadConfig({ ...full, MPESA_API_URL: "http://127.0.0.1:4567/" }).mpesa?.baseUrl).toBe(
      "http://127.0.0.1:4567",
    );
  });

  it("stops the server naming what a partial set lacks, without echoing secrets", () => {
    const attempt = () => loadConfig({ MPESA_CONSUMER_SECRET: "a-consumer-secret", MPESA_SHORTCODE: "174379" });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain("MPESA_CONSUMER_KEY: is required");
    expect(message).toContain("MPESA_PASSKEY: is required");
    expect(message).not.toContain("MPESA_SHORTCODE: is required");
    expect(message).not.toContain("a-consumer-secret");
  });

  it("needs MPESA_TILL for Buy Goods and checks the other values", () => {
    expect(() => loadConfig({ ...full, MPESA_TRANSACTION_TYPE: "CustomerBuyGoodsOnline" })).toThrow(
      "MPESA_TILL: is required",
    );
    expect(
      loadConfig({ ...full, MPESA_TRANSACTION_TYPE: "CustomerBuyGoodsOnline", MPESA_TILL: "5551234" }).mpesa?.till,
    ).toBe("5551234");
    expect(() => loadConfig({ ...full, MPESA_ENV: "live" })).toThrow("MPESA_ENV: must be sandbox or production");
    expect(() => loadConfig({ ...full, MPESA_QUERY_AFTER_SECONDS: "0" })).toThrow("MPESA_QUERY_AFTER_SECONDS");
    expect(() => loadConfig({ ...full, MPESA_CALLBACK_IPS: "196.201.214.200, nope!" })).toThrow("MPESA_CALLBACK_IPS");
    expect(loadConfig({ ...full, MPESA_CALLBACK_IPS: "196.201.214.200, 196.201.214.206" }).mpesa?.callbackIps).toEqual([
      "196.201.214.200",
      "196.201.214.206",
    ]);
  });
});
