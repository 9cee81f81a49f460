// The Worker's one way to write a log line: JSON with a level, an event key, the request id when
// the caller knows it, and fields. Logs leave the product (Cloudflare's dashboard, tail workers,
// whoever reads them), so nothing secret or personal goes in:
// - errors keep their name and message only, with drizzle's bound parameters cut off (its
//   message is "Failed query: <sql>\nparams: <values>", and the values are emails, tokens, text);
// - in every string, email addresses become "[email]", a URL keeps its origin and path but not
//   its query (where our one-time tokens travel), and `token=…`-style pairs lose their value.
// The one exception is the local mailbox (writeLocalMailbox), for mail whose links point at the
// developer's own machine.

export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;

/** Longest string kept in a line, after redaction. */
const MAX_STRING = 2_000;

const EMAIL = "[email]";
/** Query keys whose values grant access. */
const SECRET_PAIR = /\b(token|code|secret|password|state|key)=[^&\s"'<>]+/gi;
/** Runs of characters between delimiters: one pass, each character read once. */
const WORD = /[^\s"'<>()[\]{},;]+/g;

/** A drizzle "Failed query" message without its bound parameters. */
export function withoutSqlParams(message: string): string {
  const at = message.indexOf("\nparams:");
  return at === -1 ? message : message.slice(0, at);
}

function redactUrl(word: string): string {
  try {
    const url = new URL(word);
    return `${url.origin}${url.pathname}${url.search ? "?[redacted]" : ""}`;
  } catch {
    const query = word.indexOf("?");
    return query === -1 ? word : `${word.slice(0, query)}?[redacted]`;
  }
}

/**
 * A word holding an address: an "@" after something other than a slash (so a scoped package's
 * path, ".../@cloudflare/...", is not one) with a dot somewhere after it. Checked without a
 * regular expression so that no word, however long, costs more than one pass.
 */
function looksLikeEmail(word: string): boolean {
  const lastDot = word.lastIndexOf(".");
  for (let at = word.indexOf("@"); at !== -1 && at < lastDot - 1; at = word.indexOf("@", at + 1)) {
    if (at > 0 && word[at - 1] !== "/") return true;
  }
  return false;
}

/** The string with emails, URL queries and secret pairs removed. */
export function redact(text: string): string {
  const out = text.replace(WORD, (word) => {
    if (/^[a-z][a-z\d+.-]*:\/\//i.test(word)) return redactUrl(word);
    if (looksLikeEmail(word)) return EMAIL;
    return word.replace(SECRET_PAIR, "$1=[redacted]");
  });
  return out.length > MAX_STRING ? `${out.slice(0, MAX_STRING)}…` : out;
}

/** The "at …" lines of a stack: code locations only (its first line repeats the message). */
function stackFrames(stack: string | undefined): string | undefined {
  const frames = (stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
  return frames.length > 0 ? redact(frames.slice(0, 8).join("\n")) : undefined;
}

/** An error as a log field: its name, cleaned message and stack frames, and the same for its cause. */
export function describeError(error: unknown, depth = 0): Record<string, unknown> | string {
  if (!(error instanceof Error)) return redact(String(error));
  const described: Record<string, unknown> = { name: error.name, message: redact(withoutSqlParams(error.message)) };
  const stack = depth === 0 ? stackFrames(error.stack) : undefined;
  if (stack) described.stack = stack;
  if (error.cause !== undefined && depth < 2) described.cause = describeError(error.cause, depth + 1);
  return described;
}

function clean(value: unknown, depth: number): unknown {
  if (value instanceof Error) return describeError(value);
  if (typeof value === "string") return redact(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= 3) return "[object]";
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => clean(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clean(item, depth + 1)]));
}

/** The line as written: level and event first, then every field cleaned. */
export function logLine(level: LogLevel, event: string, fields: LogFields = {}): string {
  const cleaned = clean(fields, 0) as LogFields;
  // Level and event lead the line, and a field of the same name cannot replace them.
  return JSON.stringify(Object.assign({ level, event }, cleaned, { level, event }));
}

function write(level: LogLevel, event: string, fields?: LogFields) {
  const line = logLine(level, event, fields);
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/**
 * `log.error("login.failed", { requestId, error })`: the event key names what happened
 * (feature.step), fields add the ids that help (request, job, workspace) and the error.
 */
export const log = {
  info: (event: string, fields?: LogFields) => write("info", event, fields),
  warn: (event: string, fields?: LogFields) => write("warn", event, fields),
  error: (event: string, fields?: LogFields) => write("error", event, fields),
};

/**
 * The local mailbox: on a developer's machine (EMAIL_DELIVERY=local, or no EMAIL binding) the log
 * is where mail is read (README), so the message is written whole. email.server.ts calls this only
 * for mail whose links all point at a loopback host; a deployed host never gets here.
 */
export function writeLocalMailbox(message: { kind: string; to: string; subject: string; text: string }) {
  // `{"email":` first, as the local readers (tests/e2e/support.ts, people's scripts) look for it.
  console.log(
    JSON.stringify({
      email: "kept on this machine (not sent)",
      ...message,
      level: "info",
      event: "email.local-mailbox",
    }),
  );
}
