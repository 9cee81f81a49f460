// The pages' one place that turns a use-case's refusal (an AppError, lib/errors.ts) into an answer:
// the form's own data around the refusal's words, with its status and headers. Returned as action
// data, not thrown to an error boundary, so a form posted without JavaScript shows the message
// beside itself.
import { data } from "react-router";
import { type AppError, isAppError } from "./errors";
import { log } from "./log.server";

/**
 * The action's answer to `error`: `answer(message, error)` with the refusal's status when a use-case
 * refused (an "unavailable" one is logged too); otherwise `failed(error)` (what the page words
 * itself), or thrown on to the route's error boundary when the action gives no `failed`.
 */
export function answerRefusal<A, F = never>(
  error: unknown,
  answer: (message: string, refusal: AppError) => A,
  failed?: (error: unknown) => F,
) {
  if (isAppError(error)) {
    if (error.status >= 500) log.error("page.unavailable", { code: error.code, error });
    return data(answer(error.message, error), { status: error.status, headers: error.headers });
  }
  // A `failed` words what is not a refusal (and logs it where it is a failure: not every error the
  // page expects is one, as a search YouTube finds nothing for).
  if (failed) return failed(error);
  throw error;
}
