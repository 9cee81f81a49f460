// The one error shape of /api: { success: false, error: "<message>" }, plus `issues` (field
// paths) when a body fails validation, or a few fields of the endpoint's own (health, status).
// Every refusal goes through apiError; api.onError (which also answers a use-case's AppError,
// lib/errors.ts) and the 404 fallback use it too.
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiEnv } from "../app-env";
import { isAppError } from "~/lib/errors";
import { log } from "~/lib/log.server";

export type ApiIssue = { path: string; message: string };
export type ApiErrorBody = { success: false; error: string; issues?: ApiIssue[] } & Record<string, unknown>;

export const NOT_FOUND_ERROR = "Not found";
export const SERVER_ERROR = "Something went wrong on our side. Please try again.";
export const TOO_LARGE_ERROR = "This request is too large.";
export const BAD_REQUEST_ERROR = "This request could not be read.";

/** The JSON error answer. `details` may add fields; it can never change `success` or `error`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  details: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const body: ApiErrorBody = { ...details, success: false, error };
  return c.json(body, status, headers);
}

/** Unknown paths and methods: a JSON 404, never a page. */
export const apiNotFound: NotFoundHandler<ApiEnv> = (c) => apiError(c, 404, NOT_FOUND_ERROR);

/** Anything an endpoint did not answer itself: logged with the request id, never shown. */
export const apiOnError: ErrorHandler<ApiEnv> = (error, c) => {
  if (error instanceof HTTPException && error.status < 500) {
    return apiError(c, error.status as ContentfulStatusCode, error.message || BAD_REQUEST_ERROR);
  }
  // What a use-case refused (no channel, a feature's own cap): its status and words, as the page says them.
  if (isAppError(error)) {
    if (error.status >= 500) log.error("api.unavailable", { requestId: c.get("requestId"), path: c.req.path, error });
    return apiError(c, error.status as ContentfulStatusCode, error.message, error.details, error.headers);
  }
  log.error("api.failed", { requestId: c.get("requestId"), path: c.req.path, error });
  return apiError(c, 500, SERVER_ERROR);
};
