import { z } from "zod";
import { emailField } from "~/lib/validation";
import { LOGIN_FAILED, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from "./messages";

// 1,024 characters is far beyond any real password and keeps scrypt's input bounded.
const password = z.string({ error: PASSWORD_TOO_SHORT }).max(1024, "Password is too long.");

export const signupSchema = z.object({
  email: emailField,
  password: password.min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
});

export const loginSchema = z.object({
  email: z.string({ error: LOGIN_FAILED }).trim().max(254, LOGIN_FAILED).toLowerCase(),
  password: z.string({ error: LOGIN_FAILED }).min(1, LOGIN_FAILED).max(1024, LOGIN_FAILED),
  redirectTo: z.string().max(2000).optional(),
});

/** The login page's "Email me a sign-in link" button. */
export const signInLinkSchema = z.object({ email: emailField });
