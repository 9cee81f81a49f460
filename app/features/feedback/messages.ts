// The feedback page's words and limits (spec §2, §4, §8, §9), kept free of zod so the page can
// import them without shipping a validator to the browser.

export const FEEDBACK_TITLE = "Creator Feedback";

/** The four types, in the spec's order; "feature" is the default. */
export const FEEDBACK_CATEGORIES = ["feature", "youtube", "improvement", "bug"] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const DEFAULT_FEEDBACK_CATEGORY: FeedbackCategory = "feature";

export const FEEDBACK_TYPES: Record<FeedbackCategory, { label: string; placeholder: string }> = {
  feature: {
    label: "Feature Request",
    placeholder:
      "Describe a feature that would help you grow your channel. What would it do, and how would you use it?",
  },
  youtube: {
    label: "YouTube Tool Idea",
    placeholder:
      "Share an idea for a YouTube tool: which part of creating, publishing or analysing videos should it make easier?",
  },
  improvement: {
    label: "Improvement",
    placeholder: "Tell us what could work better in an existing tool, and what you expected to happen.",
  },
  bug: {
    label: "Bug Report",
    placeholder:
      "Describe the bug: what you did, what you expected, and what happened instead (page, browser and device help too).",
  },
};

export function isFeedbackCategory(value: unknown): value is FeedbackCategory {
  return typeof value === "string" && (FEEDBACK_CATEGORIES as readonly string[]).includes(value);
}

/** Spec §9: the thank-you screen shows for 5 seconds, the text box has 6 rows. */
export const FEEDBACK_THANK_YOU_MS = 5000;
export const FEEDBACK_ROWS = 6;
export const FEEDBACK_MAX_LENGTH = 5000;

export const FEEDBACK_MESSAGES = {
  submittedAs: "Submitted as",
  anonymous: "Anonymous",
  send: "Send Feedback",
  sending: "Sending...",
  thankYou: "Thank You",
  thankYouDetail: "Your feedback has been sent to the team. We read every message, and it shapes what we build next.",
  submitMore: "Submit More Feedback",
  blank: "Please enter your feedback.",
  tooLong: "Your feedback is too long. Please keep it to 5,000 characters or fewer.",
  invalidType: "Please choose a feedback type.",
  rateLimited: "You have sent a lot of feedback in a short time. Please wait a minute and try again.",
} as const;

/** Spec §8, with the support address filled in. */
export function feedbackFailedMessage(supportEmail: string) {
  return `Failed to send feedback. Please try again or email ${supportEmail} directly.`;
}

export const FEEDBACK_TIPS = [
  "Be specific: name the tool or page, and what you were trying to do.",
  "For bugs, list the steps that lead to the problem and what you expected instead.",
  "For ideas, tell us the problem it solves for your channel, not only the solution.",
  "One idea per message helps us track and answer each one.",
] as const;

const PLATFORM_LABELS: Record<string, string> = { youtube: "YouTube" };

/** The platform badge's text: "YouTube" for youtube, otherwise the value capitalised. */
export function platformLabel(platform: string) {
  return PLATFORM_LABELS[platform] ?? (platform ? platform[0]!.toUpperCase() + platform.slice(1) : "Unknown");
}
