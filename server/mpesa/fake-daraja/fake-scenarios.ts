import crypto from "node:crypto";
import { darajaTimestamp } from "../daraja-format.ts";

/**
 * What the fake Daraja does with one push: the ResultCode it ends with, how
 * many callbacks it delivers (0: none, so only a query learns the answer;
 * 2: the same callback twice), after how long, and (for testing review) an
 * amount paid that differs from the one asked.
 */
export type Scenario = {
  resultCode: number;
  callbacks: number;
  delayMs: number;
  /** pay this instead of the amount asked */
  paidAmount?: number;
};

export const RESULT_DESCRIPTIONS: Record<number, string> = {
  0: "The service request is processed successfully.",
  1: "The balance is insufficient for the transaction.",
  1032: "Request cancelled by user",
  1037: "DS timeout user cannot be reached",
  2001: "The initiator information is invalid.",
};

/**
 * Without an explicit scenario, the phone number's last four digits choose one,
 * so anyone can try every ending from the form: …1032 cancelled, …0001 not
 * enough money, …2001 wrong PIN, …1037 unreachable, …0000 no callback (the
 * query answers), …0002 the callback twice, …0009 one shilling short; any
 * other number pays.
 */
export function scenarioForPhone(phone: string, delayMs: number): Scenario {
  const tail = phone.slice(-4);
  const code = { "1032": 1032, "0001": 1, "2001": 2001, "1037": 1037 }[tail];
  if (code !== undefined) return { resultCode: code, callbacks: 1, delayMs };
  if (tail === "0000") return { resultCode: 0, callbacks: 0, delayMs };
  if (tail === "0002") return { resultCode: 0, callbacks: 2, delayMs };
  if (tail === "0009") return { resultCode: 0, callbacks: 1, delayMs, paidAmount: -1 };
  return { resultCode: 0, callbacks: 1, delayMs };
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
/** A receipt number shaped like M-Pesa's: ten capitals and digits. */
export function receiptNumber(): string {
  return Array.from(crypto.randomBytes(10), (b, i) => (i < 2 ? ALPHABET[b % 26] : ALPHABET[b % 36])).join("");
}

export type FakePush = {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
  callbackUrl: string;
  scenario: Scenario;
  /** when the donor's answer is known (a query before this says "being processed") */
  decidedAt: number;
  receipt: string | null;
  /** HTTP statuses of the callbacks delivered so far */
  delivered: number[];
  /** how many times it was queried */
  queries: number;
};

/** The STK callback Daraja posts to CallBackURL. */
export function stkCallbackBody(push: FakePush, at: Date) {
  const { resultCode } = push.scenario;
  const paid = push.scenario.paidAmount === -1 ? push.amount - 1 : (push.scenario.paidAmount ?? push.amount);
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc: RESULT_DESCRIPTIONS[resultCode] ?? "The transaction failed.",
        ...(resultCode === 0 && {
          CallbackMetadata: {
            Item: [
              { Name: "Amount", Value: paid },
              { Name: "MpesaReceiptNumber", Value: push.receipt },
              { Name: "Balance" },
              { Name: "TransactionDate", Value: Number(darajaTimestamp(at)) },
              { Name: "PhoneNumber", Value: Number(push.phone) },
            ],
          },
        }),
      },
    },
  };
}

/** A C2B confirmation (and validation) body for a paybill payment. */
export function c2bBody(input: { shortcode: string; amount: number; msisdn: string; billRef: string; at: Date }) {
  return {
    TransactionType: "Pay Bill",
    TransID: receiptNumber(),
    TransTime: darajaTimestamp(input.at),
    TransAmount: input.amount.toFixed(2),
    BusinessShortCode: input.shortcode,
    BillRefNumber: input.billRef,
    InvoiceNumber: "",
    OrgAccountBalance: "",
    ThirdPartyTransID: "",
    MSISDN: input.msisdn,
    FirstName: "Wanjiru",
    MiddleName: "",
    LastName: "",
  };
}
