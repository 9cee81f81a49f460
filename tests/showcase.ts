// Demo starts and hourly cron runs with the demo showcase on (vitest.config.ts turns it off for
// the other tests, so each tool's tests start from its empty state).
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../workers/app";
import { ORIGIN, freshIp } from "./helpers";

export const SHOWCASE_ENV: Env = { ...env, DEMO_SHOWCASE: "on" };

/** POST /demo through the Worker with the showcase on; the response (302 and the session cookie). */
export async function startShowcaseDemo(): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/demo`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({}),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": freshIp() },
  });
  const response = await worker.fetch(request, SHOWCASE_ENV, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The hourly cron with the showcase on. */
export async function runShowcaseHourlyCron(at = Date.now()) {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron: "7 * * * *", scheduledTime: at }), SHOWCASE_ENV, ctx);
  await waitOnExecutionContext(ctx);
}
