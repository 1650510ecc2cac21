import { z } from "zod";

/** POST /api/login: `{ email, password }`, both required (spec section 5). */
export const loginSchema = z.object(
  {
    email: z
      .string({ message: "Email is required" })
      .trim()
      .min(1, "Email is required")
      .max(320, "Email must be at most 320 characters"),
    password: z
      .string({ message: "Password is required" })
      .min(1, "Password is required")
      .max(1024, "Password must be at most 1024 characters"),
  },
  { message: "The request body must be a JSON object" },
);
