// The app layout's ErrorBoundary (app/routes/app/layout.tsx): a tool that fails, or throws a
// 404, shows an error card inside the shell (the sidebar's tools stay), not the marketing error
// page that replaces the whole app.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { ORIGIN, pageText, signUp } from "../helpers";

/**
 * Workspace stores whose every query fails, as an unreachable Durable Object would; D1 (sessions,
 * plans, channels: what the root and the layout read) answers as usual. So only the tool's
 * loader fails (Video Forecast reads its kept forecasts from the store).
 */
function failingStores(): Env["WORKSPACE_STORE"] {
  const fail = async () => {
    throw new Error("D1_ERROR: store unavailable (test)");
  };
  return new Proxy(env.WORKSPACE_STORE, {
    get(target, property) {
      if (property === "get") return () => ({ query: fail, batch: fail });
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as unknown as Env["WORKSPACE_STORE"];
}

async function asWorker(path: string, cookie: string, overrides: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const request = new Request(ORIGIN + path, { redirect: "manual", headers: { cookie } });
  const response = await worker.fetch(request, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The sidebar's tool list, as the shell renders it. */
const SHELL_NAV = '<nav aria-label="Tools"';

let cookie: string;

beforeAll(async () => {
  cookie = await signUp("boundary@example.com");
});

describe("a tool that fails inside the app", () => {
  it("shows an error card with Try again and the request id, and keeps the sidebar", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // The page's kept forecasts are in the workspace's store: the store fails.
    const response = await asWorker("/video-forecast", cookie, { WORKSPACE_STORE: failingStores() });
    expect(response.status).toBe(500);
    const html = await pageText(response);
    expect(html).toContain(SHELL_NAV);
    expect(html).toContain("boundary@example.com");
    expect(html).toContain("This tool could not load");
    expect(html).toMatch(/<a[^>]*href="\/video-forecast"[^>]*>Try again<\/a>/);
    expect(html).not.toContain("Unexpected Application Error!");
    // Internal messages never reach the page.
    expect(html).not.toContain("D1_ERROR");

    // The id on the card is this response's, and the log line of the failure carries it too.
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    expect(html).toContain(requestId!);
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => line.includes('"event":"page.failed"') && line.includes(requestId!))).toBe(true);
    logged.mockRestore();
  });

  it("keeps the same tool working when its table answers again", async () => {
    const response = await asWorker("/video-forecast", cookie);
    expect(response.status).toBe(200);
    expect(await pageText(response)).not.toContain("This tool could not load");
  });

  it("shows a not-found card in the shell for a 404 a tool throws", async () => {
    const admin = await signUp("boundary-admin@example.com");
    const response = await asWorker("/admin?export=users", admin, { ADMIN_EMAILS: "boundary-admin@example.com" });
    expect(response.status).toBe(404);
    const html = await pageText(response);
    expect(html).toContain(SHELL_NAV);
    expect(html).toContain("Not found");
    expect(html).not.toContain("Page not found");
    expect(html).not.toContain("Try again");
  });

  it("leaves the admin-only 404 of a middleware to the site's error page, saying nothing of an admin page", async () => {
    const response = await asWorker("/admin", cookie, { ADMIN_EMAILS: "someone-else@example.com" });
    expect(response.status).toBe(404);
    const html = await pageText(response);
    expect(html).toContain("Page not found");
    expect(html).not.toContain(SHELL_NAV);
  });
});
