// One error type for what a use-case refuses (Unkey's model): a code a program can test, the HTTP
// status an edge answers with, and the message a person reads. Use-cases and engines throw it;
// each edge turns it into its answer in one place (/api: workers/api/errors.ts apiOnError; pages:
// lib/refusal.server.ts answerRefusal; the assistant and MCP: ask-vidwise's runTool), and the
// engines Worker carries it across the Service Binding by code (lib/engines/call-engine.server.ts).
// Anything else thrown is a failure: logged, never shown.

/** What went wrong, for code that must tell refusals apart, and the status each answers with by default. */
export const ERROR_STATUS = {
  /** No channel connected or imported: nothing to analyse yet. */
  "no-channel": 404,
  /** A channel with no uploads. */
  "no-uploads": 400,
  /** The plan's allowance is used up, or the plan does not include what was asked: the answer names the plan. */
  "plan-limit": 402,
  /** The feature's own daily or hourly cap. */
  "rate-limited": 429,
  /** A count the feature keeps at most (A/B tests) is reached. */
  "limit-reached": 409,
  /** What the request would add is there already. */
  conflict: 409,
  /** What the request names is not in the workspace. */
  "not-found": 404,
  /** Input a schema cannot judge alone (it depends on stored data). */
  "invalid-input": 400,
  /** The person's role in the workspace does not allow it (app/lib/auth/roles.ts); the message says which role may. */
  forbidden: 403,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The statuses a refusal answers with: 4xx only (a failure on our side is not a refusal). */
export type RefusalStatus = 400 | 402 | 403 | 404 | 409 | 413 | 429;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: RefusalStatus;

  /** `status` only where a page's answer has always differed from the code's default (kept as users know it). */
  constructor(code: ErrorCode, message: string, status: RefusalStatus = ERROR_STATUS[code]) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = status;
  }
}

/** Whether `error` is a refusal (of this code, when given) rather than a failure. */
export function isAppError(error: unknown, code?: ErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}

/** An AppError as plain data, for the engines Worker's reply (RPC keeps no classes). */
export type AppErrorData = { code: ErrorCode; status: RefusalStatus; message: string };

export function appErrorData(error: AppError): AppErrorData {
  return { code: error.code, status: error.status, message: error.message };
}

export function appErrorFrom(data: AppErrorData): AppError {
  return new AppError(data.code, data.message, data.status);
}
