// The operator's view of the shared YouTube allowance, as the admin page shows it (the shape is
// browser-safe; quota-report.server.ts reads it from the ledger).
import type { QuotaFeature } from "./quota-features";

/** Days of the trend the admin page shows; the ledger is kept longer (housekeeping's retention). */
export const QUOTA_TREND_DAYS = 30;

export type QuotaReport = {
  /** Today's quota day (Pacific time, YouTube's reset). */
  day: string;
  /** Units budgeted a day (YOUTUBE_DAILY_QUOTA_UNITS), below Google's allowance. */
  budget: number;
  /** Units one workspace may spend a day, all its channels together (decision 006), whatever the rest have spent. */
  workspaceShare: number;
  /** Units free-plan workspaces may spend a day together; the rest of the budget is kept for paying ones. */
  freeTeamsUnits: number;
  /** Today's units (search.list has its own allowance and is counted as searches instead). */
  unitsToday: number;
  byFeature: { feature: QuotaFeature; units: number; calls: number; searches: number }[];
  /** Every day of the last QUOTA_TREND_DAYS, oldest first, days without calls as 0. */
  trend: { day: string; units: number }[];
  /** Workspaces whose calls are in today's ledger. */
  activeWorkspaces: number;
  /** The most one workspace (all its channels) spent today, against its share. */
  busiestWorkspaceUnits: number;
  /** budget ÷ (today's units ÷ active workspaces); null before any workspace has spent today. */
  creatorsAtTodaysRate: number | null;
  /** The unit share at which the admins are mailed, once a day. */
  alertShare: number;
};

/** How many creators the budget holds if each spends today's mean (null when nobody spent). */
export function creatorsAtRate(budget: number, unitsToday: number, activeWorkspaces: number): number | null {
  if (activeWorkspaces === 0 || unitsToday === 0) return null;
  return Math.floor(budget / (unitsToday / activeWorkspaces));
}

/** The QUOTA_TREND_DAYS quota days ending with `today` ("YYYY-MM-DD"), oldest first. */
export function trendDays(today: string, days = QUOTA_TREND_DAYS): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}
