import { z } from "zod";
import { emailField } from "~/lib/validation";

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters long.";
export const LOGIN_FAILED = "Login failed. Please try again.";
export const LOGIN_ERROR = "An error occurred during login. Please try again.";
export const EMAIL_TAKEN = "An account with this email already exists. Log in instead.";
export const SIGNUP_FAILED = "Sign up failed. Please try again.";

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
