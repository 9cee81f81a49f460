// When a demo base gets the tools' results: the hourly cron makes them for the week's base, the
// first request an isolate serves starts making them when no run has (warmDemoBase), and a demo
// started before any run made them makes them first, or opens at once and copies them when the
// run in flight ends (its tool pages wait for that copy).
import { type DemoBase, demoBaseFor, prepareDemoBase } from "~/features/channel-data/index.server";
import { type Db, getDb } from "~/lib/db/client.server";
import { log } from "~/lib/log.server";
import { scoreAllNow } from "~/features/comment-sentiment/index.server";
import { type ShowcaseRun, runShowcase } from "./showcase.server";

/** Whether demos start with the tools' results (env.DEMO_SHOWCASE, default on). */
export function showcaseOn(env: Pick<Env, "DEMO_SHOWCASE">): boolean {
  return env.DEMO_SHOWCASE?.trim().toLowerCase() !== "off";
}

/**
 * The hourly cron: this week's base, with every tool's results on it (a no-op once made). On a
 * base whose tools already ran, the comments a newer engine would score differently
 * (ENGINE_VERSION) are scored again here, once: otherwise every demo's Comment Sentiment page
 * would read the base's 8,000 comments afresh on each view until the next week's base.
 */
export async function prepareWeeklyDemo(
  env: Env,
  db: Db,
  now: Date,
): Promise<{ base: DemoBase | null; showcaseRan: boolean }> {
  const base = await prepareDemoBase(db, now);
  if (!base || !showcaseOn(env)) return { base, showcaseRan: false };
  const ran = await showcaseOnce(env, db, base, now);
  if (!ran.ran) await scoreAllNow(db, base.id, now);
  return { base, showcaseRan: ran.ran };
}

/**
 * The base a demo started now copies from, its results made first when no run has made them
 * yet (a base from before the showcase existed, on an isolate that did not warm it). When this
 * isolate is already making them (warmDemoBase at a fresh server's first request, or another
 * visitor's start), the demo does not wait for every tool to run: `resultsReady` settles when the
 * run ends, and the demo copies the results then (the run's claim would otherwise let it copy a
 * base whose tools have not run). Null `resultsReady`: the results are there to copy now.
 */
export async function demoBaseForStart(
  env: Env,
  db: Db,
  now: Date,
): Promise<{ base: DemoBase | null; resultsReady: Promise<unknown> | null }> {
  const base = await demoBaseFor(db, now);
  if (!base || !showcaseOn(env)) return { base, resultsReady: null };
  const running = inFlight.get(base.id);
  if (running) return { base, resultsReady: running };
  await showcaseOnce(env, db, base, now);
  return { base, resultsReady: null };
}

/** The showcase runs in flight in this isolate, by base. */
const inFlight = new Map<string, Promise<ShowcaseRun>>();

function showcaseOnce(env: Env, db: Db, base: DemoBase, now: Date): Promise<ShowcaseRun> {
  let run = inFlight.get(base.id);
  if (run === undefined) {
    run = runShowcase(env, db, base, now).finally(() => inFlight.delete(base.id));
    inFlight.set(base.id, run);
  }
  return run;
}

/** Demos started during this isolate's run, by workspace: their copy of its results, once it ends. */
const arriving = new Map<string, Promise<void>>();

/**
 * Copies a demo's results when the run in flight ends (`resultsReady`), and remembers the copy
 * until it is done, so the demo's tool pages can wait for it (demoResultsArrived).
 */
export function copyWhenReady(
  workspace: string,
  resultsReady: Promise<unknown>,
  copy: () => Promise<void>,
): Promise<void> {
  const done = resultsReady.then(copy, copy).finally(() => arriving.delete(workspace));
  arriving.set(workspace, done);
  return done;
}

/**
 * A demo's reads (its pages and its /api GETs) wait, once and at most 45 s, for results still
 * being made when it opened (demoResultsArrived); everyone else's return at once.
 */
export function demoReadReady(user: { isDemo: boolean; teamChannelId: string } | null, method: string) {
  return user?.isDemo && method === "GET" ? demoResultsArrived(user.teamChannelId, 45_000) : undefined;
}

/**
 * Waits, at most `withinMs`, for the results of a demo started while this isolate was still
 * making them: a visitor who opens a tool then sees its results, not an empty tool. Returns at
 * once for every other workspace (and in another isolate, where the cron has made them first).
 * It looks again every quarter second rather than awaiting the copy, whose promise belongs to the
 * request that started the demo: the waiting request then depends on no other request's I/O.
 */
export async function demoResultsArrived(workspace: string, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (arriving.has(workspace)) {
    if (Date.now() >= deadline) {
      // A run that outlasts one wait is not waited for again: the demo's next pages open as they are.
      arriving.delete(workspace);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let warmed = false;

/** As in a fresh isolate (the integration tests share one isolate across files). */
export function forgetDemoWarmUp(): void {
  warmed = false;
}

/**
 * Prepares the week's demo base and its tools' results in the background, once per isolate, at
 * the first request it serves: a fresh deployment (or a fresh `npm start`) makes them before
 * its first visitor presses Access Demo, instead of while the visitor waits (every tool runs on
 * the base: seconds of work, docs/benchmarks.md "Demo start on a fresh server"). Once made, it
 * costs an isolate three small queries (the base, its channel, the run's claim refused); the
 * hourly cron keeps making each new week's.
 */
export function warmDemoBase(env: Env, waitUntil: (work: Promise<unknown>) => void): void {
  if (warmed || !showcaseOn(env)) return;
  warmed = true;
  waitUntil(
    demoBaseForStart(env, getDb(env), new Date())
      .then(({ resultsReady }) => resultsReady)
      .catch((error: unknown) => log.error("demo-showcase.warm-failed", { error })),
  );
}
