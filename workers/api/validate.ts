// JSON bodies, checked with zod through Hono's validator, in one place:
//   endpoint.post("/x", jsonBody(schema, { maxBytes, describe }), (c) => use(c.req.valid("json")))
// A body over `maxBytes` is 413. A body that is not JSON (malformed, empty, another content type)
// is validated as `undefined`, so the schema's own message answers 400, never a 500 and never
// Hono's generic "Malformed JSON". Refusals carry the endpoint's message and every issue's path.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import type { z } from "zod";
import { parseForm } from "~/lib/validation";
import { type ApiIssue, TOO_LARGE_ERROR, apiError } from "./errors";

export type Issues = readonly z.core.$ZodIssue[];

/** The message of a refusal: by default the first issue's. */
export const firstMessage = (issues: Issues) => issues[0]?.message ?? "Invalid request.";

/** The first issue's message and where it is: "A comment is at most … (at comments.0.text)". */
export const messageWithPath = (issues: Issues) => {
  const issue = issues[0];
  const where = issue && issue.path.length > 0 ? ` (at ${pathOf(issue)})` : "";
  return `${firstMessage(issues)}${where}`;
};

const pathOf = (issue: z.core.$ZodIssue) => issue.path.map(String).join(".");
const toIssues = (issues: Issues): ApiIssue[] =>
  issues.map((issue) => ({ path: pathOf(issue), message: issue.message }));

// Hono's validator reads "json" only for these media types, and passes {} for any other.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const isJsonRequest = (c: Context) => JSON_MEDIA_TYPE.test((c.req.header("content-type") ?? "").split(";")[0]!.trim());

export type JsonBodyOptions = {
  /** Largest body read, in bytes; larger is 413 before any parsing. */
  maxBytes: number;
  /** The one message of a 400, from zod's issues (default: the first issue's message). */
  describe?: (issues: Issues) => string;
  /**
   * For endpoints whose body is optional: an empty body (no bytes, or only whitespace, whatever
   * its content type) is validated as this value. A body that is present is still JSON or a 400.
   */
  emptyIs?: unknown;
};

export function jsonBody<S extends z.ZodType>(
  schema: S,
  { maxBytes, describe = firstMessage, emptyIs }: JsonBodyOptions,
) {
  const check = (value: unknown, c: Context): z.output<S> | Response => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    return apiError(c, 400, describe(parsed.error.issues), { issues: toIssues(parsed.error.issues) });
  };
  const validate = validator("json", (value, c) => check(isJsonRequest(c) ? value : undefined, c));
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => apiError(c, 413, TOO_LARGE_ERROR) });

  const middleware: MiddlewareHandler = async (c, next) => {
    let answer: Response | void = undefined;
    // A value the body stands for (an empty body, or none readable as JSON): checked, then the
    // handler sees it as c.req.valid("json") or the client gets the check's 400.
    const validateValue = async (value: unknown) => {
      const checked = check(value, c);
      if (checked instanceof Response) answer = checked;
      else {
        c.req.addValidatedData("json", checked as object);
        await next();
      }
    };
    const refused = await limit(c, async () => {
      if (emptyIs !== undefined && (await c.req.text()).trim() === "") return validateValue(emptyIs);
      let reached = false;
      try {
        answer = (await validate(c, () => {
          reached = true;
          return next();
        })) as Response | void;
      } catch (error) {
        // Hono's validator throws on malformed JSON; errors after it (the handler's) are not ours.
        if (reached || !(error instanceof HTTPException)) throw error;
        await validateValue(undefined);
      }
    });
    return refused ?? answer;
  };
  // Typed as the validator it wraps, so handlers read c.req.valid("json") as the schema's output.
  return middleware as unknown as typeof validate;
}

/**
 * A multipart body (an upload) read as a page's form is (parseForm): each field's first value (a
 * string or a File), or every value for the names in `lists`. The body's size is the path's own
 * cap (workers/body-limits.ts), checked before anything reads it. Not a form: `schema` sees
 * undefined and answers its own 400. Returns the checked value, or the 400 to send.
 */
export async function multipartFields<S extends z.ZodType>(
  c: Context,
  schema: S,
  { lists = [], describe = firstMessage }: { lists?: readonly string[]; describe?: (issues: Issues) => string },
): Promise<z.output<S> | Response> {
  const form = await c.req.formData().catch(() => null);
  const parsed = form ? parseForm(form, schema, { uploads: lists }) : schema.safeParse(undefined);
  if (parsed.success) return parsed.data;
  return apiError(c, 400, describe(parsed.error.issues), { issues: toIssues(parsed.error.issues) });
}
