// Nothing secret or personal in logs (app/lib/log.server.ts): a failed query's bound parameters
// (emails) and one-time links never reach the log, except mail for a loopback host, where the log
// is the developer's mailbox.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { ORIGIN } from "../helpers";

let lines: string[] = [];

/** Everything written to the console, as text (an Error argument with its message and cause). */
function text(arg: unknown): string {
  if (arg instanceof Error) return `${arg.name}: ${arg.message} ${arg.cause instanceof Error ? arg.cause.message : ""}`;
  return typeof arg === "string" ? arg : JSON.stringify(arg);
}

beforeEach(() => {
  lines = [];
  for (const method of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(text).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

/** A form post to the Worker at `origin`, waiting for the work done after the response. */
async function post(origin: string, path: string, fields: Record<string, string>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(origin + path, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", origin, "cf-connecting-ip": "192.0.2.77" },
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe("logs", () => {
  it("log a failed query without its bound parameters: the email typed never appears", async () => {
    // The lock-out table gone: the first query of a log-in fails with the email bound to it.
    await env.DB.exec("ALTER TABLE login_throttle RENAME TO login_throttle_away");
    try {
      const response = await post(ORIGIN, "/login", { email: "leaky-person@example.com", password: "whatever-it-is" });
      expect(response.status).toBe(500);
    } finally {
      await env.DB.exec("ALTER TABLE login_throttle_away RENAME TO login_throttle");
    }
    const failure = lines.find((line) => line.includes("login.failed"));
    expect(failure).toBeDefined();
    expect(JSON.parse(failure!)).toMatchObject({
      level: "error",
      event: "login.failed",
      error: { message: expect.stringContaining("Failed query") },
    });
    expect(lines.join("\n")).not.toContain("leaky-person");
  });

  it("never hold a one-time link, or the address it went to, for a host that is not this machine", async () => {
    await post(ORIGIN, "/signup", { email: "far-away@example.com", password: "correct horse battery" });
    await post(ORIGIN, "/forgot-password", { email: "far-away@example.com" });
    const all = lines.join("\n");
    expect(all).toContain("email.not-sent");
    expect(all).not.toMatch(/token=/);
    expect(all).not.toContain("far-away@example.com");
  });

  it("are the mailbox on a developer's machine: mail for a loopback host is logged whole", async () => {
    await post("http://localhost:5173", "/signup", {
      email: "local-dev@example.com",
      password: "correct horse battery",
    });
    const mail = lines.find((line) => line.includes("local-dev@example.com") && line.includes("verify-email"));
    expect(mail).toMatch(/http:\/\/localhost:5173\/verify-email\?token=[A-Za-z0-9_%-]+/);
  });
});
