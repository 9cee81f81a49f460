import { z } from "zod";

// The spec's pattern: no spaces, one at-sign, text, a dot, text. The domain's first dot after its
// first character is the one that counts, so nothing backtracks (/^[^\s@]+@[^\s@]+\.[^\s@]+$/ said
// the same, quadratically in the dots of a long input).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
export const INVALID_EMAIL = "Please enter a valid email address";

/** Trimmed, lower-cased, at most 254 characters (the SMTP limit). */
export const emailField = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(254, INVALID_EMAIL)
  .regex(EMAIL_PATTERN, INVALID_EMAIL)
  .transform((value) => value.toLowerCase());

/** First error message of a failed parse, for forms that show one message. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

/** Form fields arrive as strings or files; anything but a string becomes undefined. */
export function formValues(form: FormData, names: readonly string[]) {
  const values: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : undefined;
  }
  return values;
}

/**
 * A form's fields as a plain object: each name's first value, a string or a File, as `form.get`
 * reads it. What an action echoes back as typed is read here; everything it acts on goes through
 * `parseForm`.
 */
export function formFields(form: FormData): Record<string, FormDataEntryValue> {
  const first = new Map<string, FormDataEntryValue>();
  for (const [name, value] of form) if (!first.has(name)) first.set(name, value);
  // Own properties whatever the name: a field called "__proto__" or "constructor" is a field.
  return Object.fromEntries(first);
}

/**
 * One way to read a page's form: its fields (formFields) checked by the form's one zod schema,
 * typically a `z.discriminatedUnion("intent", [...])` of the action's intents. Text fields are
 * declared with `formText`, files with `formFile`, so a file where text is expected (or text
 * where a file is) reads as missing, as `formValues` reads it.
 */
export function parseForm<T extends z.ZodType>(
  form: FormData,
  schema: T,
  options: {
    /** Fields sent once per ticked checkbox (`name="channel"` repeated): read as a list of their text values. */
    lists?: readonly string[];
    /** File inputs sharing a name: read as the list of every value sent (files, or text when sent without them). */
    uploads?: readonly string[];
  } = {},
): z.ZodSafeParseResult<z.output<T>> {
  const fields: Record<string, unknown> = formFields(form);
  for (const name of options.lists ?? [])
    fields[name] = form.getAll(name).filter((value): value is string => typeof value === "string");
  for (const name of options.uploads ?? []) fields[name] = form.getAll(name);
  return schema.safeParse(fields);
}

const textOnly = (value: unknown) => (typeof value === "string" ? value : undefined);

/** A text field checked by `schema`: a file (or nothing) is passed on as undefined. */
export function formText<T extends z.ZodType>(schema: T) {
  return z.preprocess(textOnly, schema);
}

/** An optional text field passed through as typed (its checks are the use-case's). */
export const optionalText = formText(z.string().optional());

/** An optional file field: text (or nothing) is undefined. */
export const formFile = z.preprocess(
  (value) => (value instanceof File ? value : undefined),
  z.instanceof(File).optional(),
);

/**
 * For a form that reads every intent but `known` as `fallback` (a page whose main button sends
 * any intent): the intent is named before the schema's `z.discriminatedUnion("intent", …)` sees it.
 */
export function otherIntentsAs<T extends z.ZodType>(fallback: string, known: readonly string[], schema: T) {
  return z.preprocess((fields) => {
    if (typeof fields !== "object" || fields === null) return fields;
    const intent: unknown = (fields as { intent?: unknown }).intent;
    return { ...fields, intent: typeof intent === "string" && known.includes(intent) ? intent : fallback };
  }, schema);
}
