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
  /** No credentials, or credentials that speak for nobody (a bearer token, a session that ended). */
  unauthenticated: 401,
  /**
   * Something we depend on did not answer or failed (Stripe, Google, the mail service, the database):
   * not the person's doing, but worded for them, since they can try again or do something else.
   * Logged by the door. A failure with nothing to tell the person is thrown as any other error.
   */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The statuses an AppError answers with: 4xx for a refusal, 500/502/503 only for "unavailable". Any
 * other error thrown is a failure: logged, and each door words it (answerRefusal's `failed`, apiOnError).
 */
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503;

/** Data a refusal carries beside its words, as Hono's HTTPException carries a response. */
export type AppErrorOptions = {
  /** Only where an answer has always differed from the code's default (kept as users know it). */
  status?: RefusalStatus;
  /** Headers the answer must carry: WWW-Authenticate on a 401, Retry-After on a 429. */
  headers?: Record<string, string>;
  /** Fields the door adds to its answer beside the message (a form's echo, a conversation's id). */
  details?: Record<string, unknown>;
  /** What failed behind an "unavailable": the door logs the refusal once, with this inside it. */
  cause?: unknown;
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: RefusalStatus;
  readonly headers: Record<string, string>;
  readonly details: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }
}

/** Whether `error` is a refusal (of this code, when given) rather than a failure. */
export function isAppError(error: unknown, code?: ErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}

/** An AppError as plain data, for the engines Worker's reply (RPC keeps no classes). */
export type AppErrorData = {
  code: ErrorCode;
  status: RefusalStatus;
  message: string;
  headers: Record<string, string>;
  details: Record<string, unknown>;
};

export function appErrorData(error: AppError): AppErrorData {
  return {
    code: error.code,
    status: error.status,
    message: error.message,
    headers: error.headers,
    details: error.details,
  };
}

export function appErrorFrom(data: AppErrorData): AppError {
  const { code, message, status, headers, details } = data;
  return new AppError(code, message, { status, headers, details });
}
