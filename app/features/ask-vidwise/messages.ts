// Every text Ask Vidwise answers or refuses with (spec §8 "Chat"), in one plain module shared by
// the page, its components and /api/ask.
import { MAX_MESSAGE_CHARACTERS, QUESTIONS_PER_DAY, QUESTIONS_PER_WINDOW, WINDOW_MINUTES } from "./limits";

/** Spec §8: any failure to answer. The cause is logged, never shown. */
export const APOLOGY = "I'm sorry, I couldn't process your request. Please try again.";
export const BLANK_QUESTION_ERROR = "Please type a question.";
export const QUESTION_TOO_LONG_ERROR = `A question can be at most ${MAX_MESSAGE_CHARACTERS.toLocaleString("en-US")} characters.`;
export const CONVERSATION_NOT_FOUND_ERROR = "That conversation was not found.";
export const ASK_SIGNED_OUT_ERROR = "Sign in to ask Vidwise.";
export const ASK_BODY_ERROR = 'Send JSON like { "message": "What should my next video be?" }.';
export const BUSY_LABEL = "Vidwise is thinking…";

/** The 429's message: which limit, and when a question can be asked again. */
export function rateLimitMessage(limit: "window" | "day", retryMinutes: number, perDay = QUESTIONS_PER_DAY): string {
  const wait =
    retryMinutes <= 1
      ? "in a minute"
      : retryMinutes < 120
        ? `in ${retryMinutes} minutes`
        : `in ${Math.ceil(retryMinutes / 60)} hours`;
  return limit === "window"
    ? `You have asked ${QUESTIONS_PER_WINDOW} questions in the last ${WINDOW_MINUTES} minutes. Please try again ${wait}.`
    : `You have asked ${perDay} questions in the last 24 hours. Please try again ${wait}.`;
}
