// One digest a week at most.
export const DAY_MS = 86_400_000;
export const DIGEST_INTERVAL_MS = 7 * DAY_MS;
/**
 * A weekly cron fires at the same minute each week, but the time a run records can differ by
 * seconds from one week to the next (start-up, the users before this one). Without slack a run
 * that starts a few seconds earlier than last week's would skip the user for a whole week; with
 * one hour, "a week" still means at least 6 days 23 hours between two digests.
 */
export const CRON_SLACK_MS = 60 * 60 * 1000;

/** True when a digest may go out now: none yet, or the last is a week old (within the slack). */
export function digestDue(lastDigestAt: Date | null, now: Date): boolean {
  if (!lastDigestAt) return true;
  return now.getTime() - lastDigestAt.getTime() >= DIGEST_INTERVAL_MS - CRON_SLACK_MS;
}
