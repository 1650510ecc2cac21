import { z } from "zod";
import { blank, type FieldSpec } from "./fields.ts";

/** What a number field accepts: a lowest value, maybe a highest, and how many decimals (0 = whole numbers). */
export type NumberRange = { min: number; max?: number; decimals?: 0 | 1 };

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** A form sends numbers as text: "2500" becomes 2500; anything else is left for the rule to refuse. */
const fromForm = (value: unknown) => (typeof value === "string" && NUMERIC.test(value) ? Number(value) : value);

function numberRule(label: string, { min, max, decimals = 0 }: NumberRange, required = false) {
  const range = max === undefined ? `of at least ${min}` : `from ${min} to ${max}`;
  const message =
    decimals === 0
      ? `${label} must be a whole number ${range}`
      : `${label} must be a number ${range} with at most one decimal`;
  const scale = 10 ** decimals;
  return z
    .number({ error: (issue) => (required && issue.input === undefined ? `${label} is required` : message) })
    .refine(
      (n) =>
        Number.isFinite(n) &&
        Math.abs(n * scale - Math.round(n * scale)) < 1e-9 &&
        n >= min &&
        (max === undefined || n <= max),
      message,
    );
}

/** A number that must be given; with a `fallback`, a blank value counts as that instead. */
export function requiredNumber(label: string, range: NumberRange, fallback?: number) {
  const schema = z.preprocess((v) => (blank(v) ? fallback : fromForm(v)), numberRule(label, range, true));
  return { label, input: "number", schema, required: fallback === undefined } as const satisfies FieldSpec;
}

/** An optional number, null when not given. */
export function optionalNumber(label: string, range: NumberRange) {
  const schema = z.preprocess((v) => (blank(v) ? null : fromForm(v)), numberRule(label, range).nullable());
  return { label, input: "number", schema } as const satisfies FieldSpec;
}
