// When a demo base gets the tools' results: the hourly cron makes them for the week's base, and a
// demo started before any run made them makes them first.
import { type DemoBase, demoBaseFor, prepareDemoBase } from "~/features/channel-data/index.server";
import type { Db } from "~/lib/db/client.server";
import { runShowcase } from "./showcase.server";

/** Whether demos start with the tools' results (env.DEMO_SHOWCASE, default on). */
export function showcaseOn(env: Pick<Env, "DEMO_SHOWCASE">): boolean {
  return env.DEMO_SHOWCASE?.trim().toLowerCase() !== "off";
}

/** The hourly cron: this week's base, with every tool's results on it (a no-op once made). */
export async function prepareWeeklyDemo(
  env: Env,
  db: Db,
  now: Date,
): Promise<{ base: DemoBase | null; showcaseRan: boolean }> {
  const base = await prepareDemoBase(db, now);
  if (!base || !showcaseOn(env)) return { base, showcaseRan: false };
  return { base, showcaseRan: (await runShowcase(env, db, base, now)).ran };
}

/**
 * The base a demo started now copies from, its results made first when no run has made them
 * yet (a fresh deployment before its first cron, or a base from before the showcase existed).
 */
export async function demoBaseForStart(env: Env, db: Db, now: Date): Promise<DemoBase | null> {
  const base = await demoBaseFor(db, now);
  if (base && showcaseOn(env)) await runShowcase(env, db, base, now);
  return base;
}
