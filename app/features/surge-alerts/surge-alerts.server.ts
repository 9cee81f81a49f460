// Seasonal Topic Surge Alerts (issue 14, in progress): the weekly digest of followed keywords
// that turned spiking or whose seasonal peak month is next month.
import type { Db } from "~/lib/db/client.server";

export type DigestRun = { considered: number; sent: number; skipped: number };

/** Sends at most one digest per user per week; called by the weekly cron. */
export async function sendSurgeDigests(_env: Env, _db: Db, _now: Date): Promise<DigestRun> {
  return { considered: 0, sent: 0, skipped: 0 };
}
