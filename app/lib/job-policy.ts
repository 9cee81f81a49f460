// When a queued job counts as stuck, and what happens then: shared by the watchdog and by each
// feature's "already running" guard, so a stuck job never blocks a retry. No imports on purpose:
// features read these constants without pulling in the watchdog (docs/decisions/008-job-watchdog.md).

export const JOB_WATCHDOG = {
  /**
   * A job with no progress for this long is stuck. Longer than the queue's own retries take
   * (5 deliveries, back-off up to 10 minutes in all), so the watchdog only steps in once the
   * queue has given up or the message was never sent.
   */
  stuckAfterMs: 15 * 60_000,
  /** Re-sends of a stuck job's step (since its last progress) before it is marked failed. */
  maxResends: 3,
  /** Stuck jobs of each kind handled per watchdog run: its work per invocation stays bounded. */
  perKindPerRun: 100,
} as const;

/** The time before which a job's last progress makes it stuck. */
export const stuckBefore = (now: Date) => new Date(now.getTime() - JOB_WATCHDOG.stuckAfterMs);

/** True when a queued or running job made no progress since `stuckBefore(now)`. */
export const isStuck = (progressAt: Date | null, now: Date) =>
  progressAt === null || progressAt.getTime() < stuckBefore(now).getTime();
