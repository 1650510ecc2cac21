import { z } from "zod";

/** Query-string parameters of the list endpoints, each failing with one message that names it. */

/** An optional whole number from `min` to `max` ("20", not "20.5", "-1" or "2e1"). */
export const whole = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message))
    .optional();
};

/** An optional yes/no: true, false, 1 or 0. */
export const flag = (name: string) =>
  z
    .enum(["true", "false", "1", "0"], { message: `${name} must be true or false` })
    .transform((v) => v === "true" || v === "1")
    .optional();
