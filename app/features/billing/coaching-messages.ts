// The words and limits of the coaching request form: plain constants, so the page's component
// can use them without pulling zod into the browser bundle.
export const COACHING_GOAL_MAX = 2_000;
export const COACHING_AVAILABILITY_MAX = 500;

export const COACHING_MESSAGES = {
  goalBlank: "Tell us what you want the session to help with.",
  goalTooShort: "Say a little more about your goal (at least 10 characters).",
  goalTooLong: `Keep the goal under ${COACHING_GOAL_MAX.toLocaleString("en-US")} characters.`,
  availabilityBlank: "Tell us when you are free for a call.",
  availabilityTooLong: `Keep your availability under ${COACHING_AVAILABILITY_MAX} characters.`,
  alreadyOpen:
    "You already have a coaching session in progress. We will email you about it; you can request another once it is done.",
  notIncluded: "1-on-1 Channel Strategy Coaching is included with Creator+. Choose a plan at /pricing.",
  demo: "The demo cannot book coaching. Sign up for a real account with Creator+ to request a session.",
  failed: "Your request could not be saved. Please try again in a moment.",
  sent: "Request sent. Our team will email you to set a time.",
} as const;

export const COACHING_STATUS_TEXT = {
  requested: "Requested: our team will email you to set a time",
  scheduled: "Scheduled",
  done: "Done",
  cancelled: "Cancelled",
} as const;
