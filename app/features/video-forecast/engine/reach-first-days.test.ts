import { describe, expect, it } from "vitest";
import { REACH_FIRST_DAYS, firstDaysReach, reachSoFar } from "./reach-first-days";

const DAY_MS = 86_400_000;
const T0 = Date.parse("2026-09-01T15:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dates = (fromMs: number, n: number) => Array.from({ length: n }, (_, i) => iso(fromMs + i * DAY_MS));

/** Upload k published k weeks after T0, with `perDay` impressions a day at `ctr` on each covered day. */
function channel(uploads: { perDay: number; ctr: number }[], covered: string[]) {
  const list = uploads.map((_, k) => ({ id: `v${k}`, publishedMs: T0 + k * 7 * DAY_MS }));
  const days = list.flatMap((u, k) =>
    covered
      .filter((d) => d >= iso(u.publishedMs))
      .map((date) => ({ videoId: u.id, date, impressions: uploads[k]!.perDay, ctr: uploads[k]!.ctr })),
  );
  return { list, input: { days, coveredDates: covered } };
}

describe("the reach report's first days of recent uploads", () => {
  it("gives the median upload's impressions and CTR, the lowest and highest CTR, each with its count and source", () => {
    const { list, input } = channel(
      [
        { perDay: 100, ctr: 0.04 },
        { perDay: 300, ctr: 0.06 },
        { perDay: 200, ctr: 0.05 },
        { perDay: 400, ctr: 0.08 },
      ],
      dates(T0, 40),
    );
    const r = firstDaysReach(input, list, "long-form");
    expect(r.firstDays).toEqual({
      uploads: 4,
      days: REACH_FIRST_DAYS,
      // Medians of 700, 1,400, 2,100, 2,800 and of 4%, 5%, 6%, 8%.
      medianImpressions: 1_750,
      medianCtr: 5.5,
      lowCtr: 4,
      highCtr: 8,
      from: "2026-09-01",
      to: "2026-09-22",
    });
    expect(r.sentence).toContain("a median 1.8K thumbnail impressions and a median 5.5% click-through rate");
    expect(r.sentence).toContain("(from YouTube's reach report, 4 long-form uploads)");
    // Of 5 alike uploads, the newest falls between the other 4's lowest and highest 3 times in 5.
    expect(r.sentence).toContain(
      "from 4.0% to 8.0%: a new upload like them lands in that range with a chance of 3 in 5 (60%)",
    );
  });

  it("weighs each upload's CTR by its impressions over its first days, a covered day without a row as none", () => {
    const covered = dates(T0, 30);
    const list = [0, 1, 2].map((k) => ({ id: `v${k}`, publishedMs: T0 + k * DAY_MS }));
    const days = list.flatMap((u) => [
      { videoId: u.id, date: iso(u.publishedMs), impressions: 900, ctr: 0.1 },
      { videoId: u.id, date: iso(u.publishedMs + DAY_MS), impressions: 100, ctr: 0.0 },
      // The 8th day is past the first 7 and not counted.
      { videoId: u.id, date: iso(u.publishedMs + REACH_FIRST_DAYS * DAY_MS), impressions: 5_000, ctr: 0.5 },
    ]);
    const r = firstDaysReach({ days, coveredDates: covered }, list, "long-form");
    expect(r.firstDays).toMatchObject({ uploads: 3, medianImpressions: 1_000, medianCtr: 9 });
  });

  it("counts only uploads whose first days the report covers, and says why there is no median", () => {
    const { list, input } = channel(
      [
        { perDay: 100, ctr: 0.04 },
        { perDay: 300, ctr: 0.06 },
        { perDay: 200, ctr: 0.05 },
      ],
      // The report starts after the first upload's first week and ends inside the last one's.
      dates(T0 + 7 * DAY_MS, 13),
    );
    const r = firstDaysReach(input, list, "long-form");
    expect(r.firstDays).toBeNull();
    expect(r.storedDays).toBe(13);
    expect(r.sentence).toBe(
      "No reach figures for this forecast: the 13 days of YouTube's reach report stored cover the first 7 days of only 1 long-form upload, and a median needs 3.",
    );
  });

  it("says there are no reach figures when the store holds no day of the report", () => {
    const r = firstDaysReach({ days: [], coveredDates: [] }, [{ id: "v0", publishedMs: T0 }], "Shorts");
    expect(r.firstDays).toBeNull();
    expect(r.sentence).toMatch(
      /^No reach figures: YouTube's reach report .* has no days stored for this channel yet\./,
    );
  });
});

describe("a recent upload's reach so far", () => {
  it("sums its covered days and sets them beside the earlier uploads' median over the same first days", () => {
    // Uploads a week apart; the report covers every date through the newest upload's third day.
    const { list, input } = channel(
      [
        { perDay: 100, ctr: 0.04 },
        { perDay: 300, ctr: 0.06 },
        { perDay: 200, ctr: 0.05 },
        { perDay: 1_000, ctr: 0.07 },
      ],
      dates(T0, 21 + 3),
    );
    const r = reachSoFar(input, list[3]!, list);
    expect(r).toMatchObject({
      days: 3,
      impressions: 3_000,
      ctr: 7,
      // Earlier uploads' first 3 days: 300, 900, 600 impressions at 4%, 6%, 5%.
      median: { impressions: 600, ctr: 5, uploads: 3 },
    });
    expect(r!.sentence).toBe(
      "Reach in its first 3 days: 3.0K impressions, 7.0% CTR; your median in the same days 600, 5.0% (3 earlier uploads). From YouTube's reach report.",
    );
  });

  it("gives no median under 3 earlier uploads, and nothing when the report covers none of its days", () => {
    const { list, input } = channel(
      [
        { perDay: 100, ctr: 0.04 },
        { perDay: 300, ctr: 0.06 },
      ],
      dates(T0, 9),
    );
    const r = reachSoFar(input, list[1]!, list);
    expect(r).toMatchObject({ days: 2, impressions: 600, median: null });
    expect(r!.sentence).toBe("Reach in its first 2 days: 600 impressions, 6.0% CTR. From YouTube's reach report.");
    expect(
      reachSoFar({ days: [], coveredDates: dates(T0, 3) }, { id: "late", publishedMs: T0 + 5 * DAY_MS }, list),
    ).toBeNull();
  });
});
