// Demo starts and hourly cron runs with the demo showcase on (vitest.config.ts turns it off for
// the other tests, so each tool's tests start from its empty state).
import { createScheduledController, env } from "cloudflare:test";
import worker from "../workers/app";
import { ORIGIN, freshIp } from "./helpers";

export const SHOWCASE_ENV: Env = { ...env, DEMO_SHOWCASE: "on" };

/**
 * An execution context whose background work is awaited to the end. The pool's own
 * (waitOnExecutionContext) gives up on work still going after 30 seconds, and every tool's run on
 * the base takes longer than that on a busy machine: it used to finish anyway only because it
 * held the thread, so the pool's timer could not fire before it ended; the run now lets other
 * work in between its parts.
 */
export function awaitedContext(): { ctx: ExecutionContext; settled: () => Promise<void> } {
  const work: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => void work.push(promise),
    passThroughOnException: () => {},
    props: {},
  } as ExecutionContext;
  return {
    ctx,
    settled: async () => {
      while (work.length > 0) {
        for (const result of await Promise.allSettled(work.splice(0))) {
          if (result.status === "rejected") throw result.reason;
        }
      }
    },
  };
}

/** POST /demo through the Worker with the showcase on; the response (302 and the session cookie). */
export async function startShowcaseDemo(): Promise<Response> {
  const { ctx, settled } = awaitedContext();
  const request = new Request(`${ORIGIN}/demo`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({}),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": freshIp() },
  });
  const response = await worker.fetch(request, SHOWCASE_ENV, ctx);
  await settled();
  return response;
}

/** The hourly cron with the showcase on. */
export async function runShowcaseHourlyCron(at = Date.now()) {
  const { ctx, settled } = awaitedContext();
  worker.scheduled(createScheduledController({ cron: "7 * * * *", scheduledTime: at }), SHOWCASE_ENV, ctx);
  await settled();
}
