// Channels started when starts read only their 5 newest videos' comments get their older threads
// once, each on one weekday: a deployment's whole catch-up spreads over the week instead of landing
// on one day's allowance.
import { describe, expect, it } from "vitest";
import {
  COMMENT_HISTORY_CATCH_UP_DAYS,
  START_LIMITS,
  commentHistoryCatchUpToday,
  nextCommentHistoryCatchUp,
} from "./refresh-schedule";

const DAY = 86_400_000;
const ids = Array.from({ length: 2_000 }, (_, i) => `UC${i.toString(36).padStart(22, "x")}`);
const monday = Date.UTC(2026, 10, 23, 9);

describe("the catch-up of older comment threads", () => {
  it("falls on exactly one day of every seven for each channel", () => {
    for (const id of ids.slice(0, 200)) {
      const days = Array.from({ length: 7 }, (_, d) => commentHistoryCatchUpToday(id, new Date(monday + d * DAY)));
      expect(days.filter(Boolean)).toHaveLength(1);
    }
  });

  it("spreads 2,000 channels so that no day carries more than a fifth of their catch-up units", () => {
    const perDay = Array.from({ length: COMMENT_HISTORY_CATCH_UP_DAYS }, (_, d) =>
      ids.filter((id) => commentHistoryCatchUpToday(id, new Date(monday + d * DAY))),
    );
    const units = perDay.map((day) => day.length * START_LIMITS.own.commentPages);
    expect(units.reduce((a, b) => a + b, 0)).toBe(2_000 * START_LIMITS.own.commentPages);
    expect(Math.max(...units)).toBeLessThanOrEqual(0.2 * 2_000 * START_LIMITS.own.commentPages);
  });

  it("names the next catch-up day: the same moment on the day itself, else that day's start", () => {
    const id = ids[7]!;
    for (let d = 0; d < 7; d++) {
      const from = new Date(monday + d * DAY);
      const next = nextCommentHistoryCatchUp(id, from);
      expect(commentHistoryCatchUpToday(id, next)).toBe(true);
      expect(next.getTime()).toBeGreaterThanOrEqual(from.getTime());
      expect(next.getTime() - from.getTime()).toBeLessThan(7 * DAY);
      if (commentHistoryCatchUpToday(id, from)) expect(next).toEqual(from);
      else expect(next.getTime() % DAY).toBe(0);
    }
  });
});
