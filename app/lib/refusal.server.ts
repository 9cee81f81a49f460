// The pages' one place that turns a use-case's refusal (an AppError, lib/errors.ts) into an answer:
// the form's own data around the refusal's words, with its status. Returned as action data, not
// thrown to an error boundary, so a form posted without JavaScript shows the message beside itself.
import { data } from "react-router";
import { isAppError } from "./errors";

/**
 * The action's answer to `error`: `answer(message)` with the refusal's status when a use-case
 * refused; otherwise `failed(error)` (a logged failure the page words itself), or thrown on to the
 * route's error boundary when the action gives no `failed`.
 */
export function answerRefusal<A, F = never>(
  error: unknown,
  answer: (message: string) => A,
  failed?: (error: unknown) => F,
) {
  if (isAppError(error)) return data(answer(error.message), { status: error.status });
  if (failed) return failed(error);
  throw error;
}
