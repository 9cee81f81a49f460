// Ask Vidwise's limits (docs/ask-vidwise.md "Conversations and limits"). A plain module: the chat
// component reads them too, and zod must stay out of client bundles.

/** A question is at most this many characters (code points), once trimmed. */
export const MAX_MESSAGE_CHARACTERS = 2_000;

/** Per user: at most this many questions in any WINDOW_MINUTES… */
export const QUESTIONS_PER_WINDOW = 30;
export const WINDOW_MINUTES = 10;
/** …and at most this many in any 24 hours. */
export const QUESTIONS_PER_DAY = 200;
/**
 * A demo visitor's day: anyone can start a demo without an account (5 a minute per address), and
 * with Workers AI configured each question is a billed model call, so the demo gets a taste.
 */
export const DEMO_QUESTIONS_PER_DAY = 20;

/** Conversations kept per user: a new one beyond this removes the least recently used. */
export const MAX_CONVERSATIONS_PER_USER = 50;
/**
 * Messages kept per conversation (questions and answers): the oldest go first. Twice the daily cap,
 * so trimming never forgets a question the rate limit still counts.
 */
export const MAX_MESSAGES_PER_CONVERSATION = 2 * QUESTIONS_PER_DAY;
/** Earlier messages a model reads with a new question (older ones are summarised by nothing). */
export const MODEL_HISTORY_MESSAGES = 6;
/** A conversation's name in the list: its first question, cut to this many characters. */
export const TITLE_CHARACTERS = 80;
