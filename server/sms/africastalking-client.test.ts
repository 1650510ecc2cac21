import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAfricasTalkingClient } from "./africastalking-client.ts";
import { SmsProviderError } from "./sms-provider.ts";

/** A peer that records each request and answers what the test sets, as Africa's Talking's documentation shows. */
let answer: { status: number; body: string } = { status: 201, body: "{}" };
const seen: Array<{ url: string; headers: http.IncomingHttpHeaders; form: URLSearchParams }> = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    seen.push({
      url: req.url ?? "",
      headers: req.headers,
      form: new URLSearchParams(Buffer.concat(chunks).toString()),
    });
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(answer.body);
  });
});
let baseUrl = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the Africa's Talking client", () => {
  it("posts the documented form with the apiKey header and reads each recipient's outcome", async () => {
    answer = {
      status: 201,
      body: JSON.stringify({
        SMSMessageData: {
          Message: "Sent to 2/4 Total Cost: KES 1.6000",
          Recipients: [
            { statusCode: 101, number: "+254711000001", status: "Success", cost: "KES 0.8000", messageId: "ATXid_1" },
            { statusCode: 102, number: "+254711000002", status: "Queued", cost: "KES 0.8000", messageId: "ATXid_2" },
            { statusCode: 405, number: "+254711000003", status: "InsufficientBalance", cost: "0", messageId: "None" },
            { statusCode: 502, number: "+254711000004", status: "RejectedByGateway", cost: "0", messageId: "None" },
          ],
        },
      }),
    };
    const client = createAfricasTalkingClient({ username: "uraia", apiKey: "key-1", senderId: "URAIA", baseUrl });
    const to = ["+254711000001", "+254711000002", "+254711000003", "+254711000004"];
    const outcomes = await client.send({ to, message: "Habari & karibu" });
    const request = seen.at(-1)!;
    expect(request.url).toBe("/version1/messaging");
    expect(request.headers.apikey).toBe("key-1");
    expect(request.headers.accept).toBe("application/json");
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(request.form)).toEqual({
      username: "uraia",
      to: to.join(","),
      message: "Habari & karibu",
      from: "URAIA",
    });
    expect(outcomes.map((o) => [o.outcome, o.statusCode, o.messageId, o.cost])).toEqual([
      ["accepted", 101, "ATXid_1", "KES 0.8000"],
      ["accepted", 102, "ATXid_2", "KES 0.8000"],
      ["refused", 405, null, null],
      ["error", 502, null, null],
    ]);
  });

  it("leaves `from` out without a sender ID, and throws when the request as a whole fails", async () => {
    answer = { status: 401, body: "The supplied authentication is invalid" };
    const client = createAfricasTalkingClient({ username: "u", apiKey: "k", senderId: undefined, baseUrl });
    const failed = await client.send({ to: ["+254711000001"], message: "x" }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(SmsProviderError);
    expect((failed as SmsProviderError).status).toBe(401);
    expect(seen.at(-1)!.form.has("from")).toBe(false);
    const unreachable = createAfricasTalkingClient({
      username: "u",
      apiKey: "k",
      senderId: undefined,
      baseUrl: "http://127.0.0.1:1",
    });
    expect(
      ((await unreachable.send({ to: ["+254711000001"], message: "x" }).catch((e: unknown) => e)) as SmsProviderError)
        .status,
    ).toBe(0);
  });
});
