// What a use-case withheld and what it counted: `locked` names the plan that shows a feature,
// `meteredFor` runs an analysis under the payer's allowance. The same words and the same count for
// pages, /api and the assistant, because each use-case calls these itself.
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { FREE_ANALYSIS_NOT_FROM_APPS, featureLockedError } from "./entitlements";
import { type AnalysisTool, meteredRun } from "./entitlements.server";
import { type FeatureKey, cheapestPlanWith, featureEntry } from "./plans";
import type { Viewer } from "./viewer.server";

/** What a result withheld: the same words on the page, in /api and in the assistant. */
export type Locked = {
  key: FeatureKey;
  /** The feature's name, e.g. "Optimal Upload Timing". */
  feature: string;
  /** The cheapest plan that includes it, e.g. "Pro". */
  plan: string;
  /** The result's fields left out or emptied (dotted paths of the /api answer). */
  fields: string[];
  /** "… is included with Pro and up. Choose a plan at /pricing." */
  message: string;
};

export function locked(feature: FeatureKey, fields: string[] = []): Locked {
  return {
    key: feature,
    feature: featureEntry(feature).name,
    plan: cheapestPlanWith(feature).name,
    fields,
    message: featureLockedError(feature),
  };
}

/** The /api form of a locked list (no internal key). */
export function lockedForApi(
  list: readonly Locked[],
): { feature: string; plan: string; fields: string[]; message: string }[] {
  return list.map(({ feature, plan, fields, message }) => ({ feature, plan, fields, message }));
}

/**
 * Runs one analysis under the viewer's allowance: counted first; given back when `run` throws or
 * when `counts` says the outcome analysed nothing. Use-cases call this, never the edges. A free
 * account with no analysis left is refused with a plan-limit AppError (402 at every door).
 * `spendFree: false` is for doors that promised not to use the free analysis (a connected
 * application's MCP calls): a free account is refused there, with the way to run it in the app.
 */
export async function meteredFor<T>(
  db: Db,
  viewer: Viewer,
  tool: AnalysisTool,
  run: () => Promise<T>,
  counts?: (result: T) => boolean,
  options: { spendFree?: boolean } = {},
): Promise<T> {
  if (options.spendFree === false && viewer.plan === null && !viewer.isDemo)
    throw new AppError("plan-limit", FREE_ANALYSIS_NOT_FROM_APPS);
  // The payer's allowance: a member's run in an owner's workspace counts there.
  return meteredRun(db, { id: viewer.payerId, isDemo: viewer.isDemo }, tool, run, counts);
}
