// The sample channel lives once, in a template workspace; each demo visitor gets a private copy
// with every time moved forward so the data ends "now". Bump the version whenever the
// generator's output changes: seeding then replaces the old template.
export const SAMPLE_WORKSPACE_ID = "sample-v3";

/** The fixed "now" of the sample; copies shift every time by (their now - this), in whole weeks. */
export const SAMPLE_ANCHOR = "2026-11-01T12:00:00.000Z";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How far to move the template's times so its last day is the current week. Whole weeks, so
 * weekday and hour-of-day patterns in the sample stay exactly where the generator put them.
 */
export function sampleShiftDays(anchorIso: string, now: Date): number {
  const days = Math.floor((now.getTime() - Date.parse(anchorIso)) / DAY_MS);
  return Math.max(0, Math.floor(days / 7) * 7);
}

/**
 * The demo base of one week: the template's large read-only tables moved forward by `days`,
 * shared by every demo started while it is the newest (kind 'sample', so re-seeding a new
 * template version removes it with the old template).
 */
export function demoBaseId(days: number): string {
  return `${SAMPLE_WORKSPACE_ID}@${days}d`;
}

const BASE_ID = new RegExp(`^${SAMPLE_WORKSPACE_ID.replace(/[-]/g, "\\-")}@(\\d{1,6})d$`);

/** The shift of a demo base id, or null for any other id. */
export function demoBaseDays(id: string): number | null {
  const match = BASE_ID.exec(id);
  return match ? Number(match[1]) : null;
}
