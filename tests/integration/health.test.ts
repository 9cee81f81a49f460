import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { ORIGIN } from "../helpers";

describe("the error screen", () => {
  it("reads 'Unexpected Application Error!' with the status text when a page fails", async () => {
    const failingDb = {
      prepare: () => {
        throw new Error("D1_ERROR: database unavailable");
      },
    } as unknown as D1Database;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const ctx = createExecutionContext();
    // A session cookie makes the root middleware query D1, which fails.
    const request = new Request(`${ORIGIN}/login`, { headers: { cookie: "vidwise_session=abc" } });
    const response = await worker.fetch(request, { ...env, DB: failingDb }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Unexpected Application Error!");
    // Internal messages never reach the page.
    expect(html).not.toContain("D1_ERROR");
    expect(logged).toHaveBeenCalled();
  });
});
