import { z } from "zod";

/**
 * POST /api/login: `{ email, password }`, both required, and `code` (a code
 * from the authenticator app, or a recovery code) for two-factor accounts.
 */
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
    code: z
      .string({ message: "Code must be text" })
      .trim()
      .max(40, "Code must be at most 40 characters")
      .optional()
      .transform((v) => v || undefined),
  },
  { message: "The request body must be a JSON object" },
);
