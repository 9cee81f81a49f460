import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "~/features/auth/index";
import { ACCOUNT_MESSAGES, DEFAULT_TOPIC } from "./messages";

export const settingsSchema = z.object({
  // Spec: trimmed, and empty means the default topic.
  primaryTopic: z
    .string()
    .max(100, "Keep the topic under 100 characters.")
    .optional()
    .transform((v) => v?.trim() || DEFAULT_TOPIC),
});

export const passwordSchema = z
  .object({
    currentPassword: z.string({ error: ACCOUNT_MESSAGES.fillAll }).min(1, ACCOUNT_MESSAGES.fillAll).max(1024),
    newPassword: z
      .string({ error: ACCOUNT_MESSAGES.fillAll })
      .min(1, ACCOUNT_MESSAGES.fillAll)
      .max(1024, "Password is too long."),
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.fillAll }).min(1, ACCOUNT_MESSAGES.fillAll).max(1024),
  })
  // Order matters: the spec checks that they match before the length.
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  })
  .refine((v) => v.newPassword.length >= MIN_PASSWORD_LENGTH, {
    message: ACCOUNT_MESSAGES.passwordTooShort,
    path: ["newPassword"],
  });

/** An account's first password (it has none to confirm): the same rules without the current one. */
export const newPasswordSchema = z
  .object({
    newPassword: z
      .string({ error: ACCOUNT_MESSAGES.fillNew })
      .min(1, ACCOUNT_MESSAGES.fillNew)
      .max(1024, "Password is too long."),
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.fillNew }).min(1, ACCOUNT_MESSAGES.fillNew).max(1024),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  })
  .refine((v) => v.newPassword.length >= MIN_PASSWORD_LENGTH, {
    message: ACCOUNT_MESSAGES.passwordTooShort,
    path: ["newPassword"],
  });
