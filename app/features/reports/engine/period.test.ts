import { describe, expect, it } from "vitest";
import { digestEmail } from "./digest-mail";
import { MISSING, computeFigures, periodBounds } from "./figures";

const channel = { id: "UC1", title: "A channel", subscriberCount: 1000 };
const upload = (id: string, publishedAt: string) => ({
  id,
  title: `Upload ${id}`,
  publishedAt: new Date(publishedAt),
  viewCount: 100,
  isShort: false,
});

describe("a report's period", () => {
  it("is the whole days before today in the owner's zone, both named days included", () => {
    // Thursday 26 November 2026, 08:00 in Tokyo (Wednesday 23:00 UTC).
    const now = new Date("2026-11-25T23:00:00Z");
    expect(periodBounds(now, 7, "Asia/Tokyo")).toEqual({
      start: new Date("2026-11-18T15:00:00Z"),
      end: new Date("2026-11-25T15:00:00Z"),
      from: "2026-11-19",
      to: "2026-11-25",
      zone: "Asia/Tokyo",
    });
    // The same instant in UTC is still the 25th: its week ends on the 24th.
    expect(periodBounds(now, 7)).toMatchObject({ from: "2026-11-18", to: "2026-11-24", zone: "UTC" });
  });

  it("follows daylight saving: a week across New York's change still starts at local midnight", () => {
    const bounds = periodBounds(new Date("2026-11-04T12:00:00Z"), 7, "America/New_York");
    // 28 October is still on daylight time (UTC−4), 4 November on standard time (UTC−5).
    expect(bounds.start).toEqual(new Date("2026-10-28T04:00:00Z"));
    expect(bounds.end).toEqual(new Date("2026-11-04T05:00:00Z"));
  });

  it("counts an upload early on the first day named, and none from the evening before", () => {
    const f = computeFigures({
      days: 7,
      now: new Date("2026-11-25T23:00:00Z"),
      zone: "Asia/Tokyo",
      channel,
      // 19 November 00:30 in Tokyo is 18 November 15:30 UTC; the other, 30 minutes before midnight there.
      periodUploads: [upload("first-day", "2026-11-18T15:30:00Z"), upload("day-before", "2026-11-18T14:30:00Z")],
      baselineUploads: [],
      channelDays: [
        { date: "2026-11-19", source: "studio", views: 10, subscribersGained: 1, subscribersLost: 0 },
        { date: "2026-11-25", source: "studio", views: 20, subscribersGained: 1, subscribersLost: 0 },
        { date: "2026-11-26", source: "studio", views: 999, subscribersGained: 9, subscribersLost: 0 },
      ],
      sentiment: null,
    });
    expect(f).toMatchObject({ from: "2026-11-19", to: "2026-11-25", zone: "Asia/Tokyo" });
    expect(f.uploads.top.map((u) => u.id)).toEqual(["first-day"]);
    // The daily rows of the same 7 dates: today's partial day is not in the week.
    expect(f.channelDays).toMatchObject({ views: 30, daysCovered: 2 });
  });
});

describe("what the digest says about comments", () => {
  const figures = (periodComments: number | undefined) =>
    computeFigures({
      days: 7,
      now: new Date("2026-11-23T08:00:00Z"),
      channel,
      periodUploads: [],
      baselineUploads: [],
      channelDays: [],
      sentiment: null,
      periodComments,
    });
  const mail = (periodComments: number | undefined) =>
    digestEmail({
      appName: "Vidwise",
      workspaceName: "owner@example.com",
      recipient: "owner@example.com",
      week: "2026-W48",
      origin: "https://app.test",
      unsubscribeLink: "https://app.test/u",
      channels: [{ figures: figures(periodComments), ideas: null }],
    }).text;

  it("does not ask to run Comment Sentiment when the week has no comments to analyse", () => {
    expect(figures(0)).toMatchObject({ sentiment: null, sentimentGap: "noComments" });
    expect(mail(0)).toContain(MISSING.noComments);
    expect(mail(0)).not.toContain("run Comment Sentiment");
  });

  it("asks for it when the week's comments are waiting to be analysed", () => {
    expect(figures(4).sentimentGap).toBe("sentiment");
    expect(mail(4)).toContain(MISSING.sentiment);
    expect(mail(4)).toContain("https://app.test/comment-sentiment?channel=UC1");
  });
});
