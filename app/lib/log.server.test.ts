import { afterEach, describe, expect, it, vi } from "vitest";
import { describeError, log, logLine, redact } from "./log.server";

describe("redact", () => {
  it("replaces email addresses wherever they sit in a string", () => {
    expect(redact("no account for Alice.Smith+yt@example.co.uk, retrying")).toBe("no account for [email], retrying");
    expect(redact('{"to":"bob@example.com"}')).toBe('{"to":"[email]"}');
  });

  it("keeps a URL's origin and path but not its query", () => {
    expect(redact("GET https://vidwise.app/reset-password?token=abc123 failed")).toBe(
      "GET https://vidwise.app/reset-password?[redacted] failed",
    );
    expect(redact("see https://bob:pw@vidwise.app/x#frag")).toBe("see https://vidwise.app/x");
  });

  it("drops the value of token=, code=, state= and similar pairs in relative links", () => {
    expect(redact("/login/link?token=s3cr3t&next=1")).toBe("/login/link?token=[redacted]&next=1");
    expect(redact("callback code=4/0Ab state=xyz")).toBe("callback code=[redacted] state=[redacted]");
  });

  it("leaves scoped package paths in stack frames alone", () => {
    expect(redact("at run (node_modules/@cloudflare/vitest/index.js:3:1)")).toBe(
      "at run (node_modules/@cloudflare/vitest/index.js:3:1)",
    );
  });
});

describe("describeError", () => {
  it("cuts drizzle's bound parameters off the message and cleans its cause", () => {
    const cause = new Error("D1_ERROR: no such table: users: SQLITE_ERROR");
    const error = new Error(
      'Failed query: select "id" from "users" where "users"."email" = ?\nparams: victim@example.com,s3cret',
      { cause },
    );
    const described = describeError(error) as Record<string, unknown>;
    expect(described).toMatchObject({
      name: "Error",
      message: 'Failed query: select "id" from "users" where "users"."email" = ?',
      cause: { name: "Error", message: "D1_ERROR: no such table: users: SQLITE_ERROR" },
    });
    expect(JSON.stringify(described)).not.toMatch(/victim|s3cret/);
  });

  it("describes a thrown non-Error as cleaned text", () => {
    expect(describeError("failed for carol@example.com")).toBe("failed for [email]");
  });
});

describe("log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes one JSON line with the level, the event and cleaned fields", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    log.error("login.failed", {
      requestId: "r-1",
      error: new Error("Failed query: x\nparams: dave@example.com"),
      note: { to: "erin@example.com" },
    });
    expect(error).toHaveBeenCalledTimes(1);
    const line = JSON.parse(error.mock.calls[0]![0] as string);
    expect(line).toMatchObject({
      level: "error",
      event: "login.failed",
      requestId: "r-1",
      error: { name: "Error", message: "Failed query: x" },
      note: { to: "[email]" },
    });
    expect(error.mock.calls[0]![0]).not.toContain("@example.com");
  });

  it("puts level and event first, and a field of the same name does not replace them", () => {
    expect(logLine("warn", "x.y", { level: "info", event: "other", n: 1 })).toBe(
      '{"level":"warn","event":"x.y","n":1}',
    );
  });
});
