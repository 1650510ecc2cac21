import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDarajaClient, DarajaError, type DarajaSettings } from "./daraja-client.ts";
import { FAKE_CREDENTIALS } from "./fake-daraja/dev-credentials.ts";
import { type FakeDaraja, startFakeDaraja } from "./fake-daraja/fake-daraja.ts";

const push = {
  amount: 500,
  phone: "254712345678",
  callbackUrl: "http://127.0.0.1:9/hooks/mpesa/secret",
  accountReference: "Uraia Civic Trust donation",
  description: "Donation to civic education",
};

describe("Daraja client against the fake Daraja", () => {
  let fake: FakeDaraja;
  let settings: DarajaSettings;
  beforeAll(async () => {
    fake = await startFakeDaraja({ ...FAKE_CREDENTIALS, delayMs: 60_000 });
    settings = { ...FAKE_CREDENTIALS, baseUrl: fake.url, transactionType: "CustomerPayBillOnline" };
  });
  afterAll(() => fake.close());

  it("fetches one token for many concurrent calls and reuses it until shortly before it expires", async () => {
    let clock = Date.parse("2026-03-01T09:00:00Z");
    const client = createDarajaClient(settings, { now: () => new Date(clock) });
    const before = fake.counts.tokens;
    const tokens = await Promise.all(Array.from({ length: 20 }, () => client.token()));
    expect(new Set(tokens).size).toBe(1);
    expect(fake.counts.tokens - before).toBe(1);
    clock += 3599_000 - 61_000;
    expect(await client.token()).toBe(tokens[0]);
    clock += 2_000;
    const renewed = await Promise.all(Array.from({ length: 5 }, () => client.token()));
    expect(new Set(renewed).size).toBe(1);
    expect(renewed[0]).not.toBe(tokens[0]);
    expect(fake.counts.tokens - before).toBe(2);
  });

  it("sends a push the fake accepts: password, East Africa timestamp and short texts", async () => {
    const client = createDarajaClient(settings);
    const accepted = await client.stkPush(push);
    expect(accepted.checkoutRequestId).toMatch(/^ws_CO_/);
    const sent = fake.pushes.get(accepted.checkoutRequestId);
    expect(sent).toMatchObject({ amount: 500, phone: "254712345678" });
    expect(await client.stkQuery(accepted.checkoutRequestId)).toEqual({ state: "pending" });
  });

  it("renews a token Daraja revoked early, once", async () => {
    const client = createDarajaClient(settings);
    await client.token();
    fake.revokeTokens();
    await expect(client.stkPush(push)).resolves.toMatchObject({ checkoutRequestId: expect.any(String) });
  });

  it("names what Daraja refused", async () => {
    const client = createDarajaClient({ ...settings, passkey: "wrong" });
    const error = await client.stkPush(push).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaError);
    expect((error as DarajaError).message).toBe("Daraja refused the push: Bad Request - Invalid Password");
    expect((error as DarajaError).code).toBe("400.002.02");
    const badCredentials = createDarajaClient({ ...settings, consumerSecret: "nope" });
    await expect(badCredentials.token()).rejects.toThrow(
      "Daraja refused the credentials: Invalid Authentication passed",
    );
  });

  it("gives up after a bounded number of tries when Daraja can't be reached, and never retries a push", async () => {
    let calls = 0;
    const failing: typeof fetch = async () => {
      calls++;
      throw new TypeError("fetch failed");
    };
    const client = createDarajaClient(settings, { fetch: failing, retries: 2, retryDelayMs: () => 1 });
    await expect(client.token()).rejects.toThrow("Daraja could not be reached");
    expect(calls).toBe(3);
    calls = 0;
    const withToken = createDarajaClient(settings, {
      fetch: (input, init) => (String(input).includes("/oauth/") ? fetch(input, init) : failing(input, init)),
      retryDelayMs: () => 1,
    });
    await expect(withToken.stkPush(push)).rejects.toMatchObject({ status: 0 });
    expect(calls).toBe(1);
  });

  it("times out a call that hangs", async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const client = createDarajaClient(settings, { fetch: hanging, timeoutMs: 20, retries: 0 });
    await expect(client.token()).rejects.toThrow("Daraja did not answer in time");
  });

  it("registers the paybill URLs and passes on Daraja's refusal of URLs naming M-Pesa", async () => {
    const client = createDarajaClient(settings);
    await expect(
      client.registerC2bUrls({
        confirmationUrl: "https://uraia.org/hooks/paybill/s/confirmation",
        validationUrl: "https://uraia.org/hooks/paybill/s/validation",
      }),
    ).resolves.toEqual({ description: "Success" });
    await expect(
      client.registerC2bUrls({
        confirmationUrl: "https://uraia.org/hooks/mpesa/s",
        validationUrl: "https://uraia.org/v",
      }),
    ).rejects.toThrow("Invalid ConfirmationURL");
  });
});
