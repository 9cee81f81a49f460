// The waitlist's words (spec §4, §8), kept free of zod so the browser bundle stays small.
export const WAITLIST_MESSAGES = {
  invalid: "Please enter a valid email address",
  duplicate: "This email is already on our waitlist!",
  failed: "Failed to join waitlist. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  rateLimited: "Too many attempts from your network. Please wait a minute and try again.",
  success: "You're on the list!",
  successDetail: "We'll notify you when the product launches. Thank you for your interest!",
} as const;
