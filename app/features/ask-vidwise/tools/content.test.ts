import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ChannelTopics } from "~/features/content-ideas/index.server";
import { quotedFigures } from "../engine/figures";
import type { AskContext } from "../types";

const channelTopics = vi.fn();
const ownUploadsOnTopic = vi.fn();
vi.mock("~/features/content-ideas/index.server", () => ({
  channelTopics: (...args: unknown[]) => channelTopics(...args),
  ownUploadsOnTopic: (...args: unknown[]) => ownUploadsOnTopic(...args),
  ideasPage: vi.fn(),
}));

// Workers are reused across files (isolate: false): the module graph is dropped first so ./content
// is read again with the mock.
vi.resetModules();
const { channelTopicsTool } = await import("./content");

const ctx = { user: { teamChannelId: "ws" }, now: new Date("2026-11-27T12:00:00Z") } as unknown as AskContext;
const upload = (id: string, title: string, views: number) => ({
  id,
  title,
  tags: [],
  publishedAt: "2026-10-01T12:00:00Z",
  durationSeconds: 600,
  isShort: false,
  views,
  firstWeekViews: null,
});
const topics = (over: Partial<ChannelTopics>): ChannelTopics => ({
  minUploads: 3,
  minSettled: 5,
  uploads: 12,
  measured: 11,
  standings: [],
  ...over,
});

describe("Ask's answer on the channel's own topics", () => {
  beforeEach(() => channelTopics.mockReset());

  it("says what is missing when no upload is measured yet, or no three share a topic", async () => {
    channelTopics.mockResolvedValue(topics({ uploads: 4, measured: 0 }));
    expect((await channelTopicsTool.run(ctx, {})).missing).toBe(
      "Your uploads are not measured yet: topics are compared once 5 of your long-form uploads are a week old or more, each against your uploads of a similar age (you have 4 uploads).",
    );
    channelTopics.mockResolvedValue(topics({}));
    const none = await channelTopicsTool.run(ctx, {});
    expect(none.missing).toBe(
      "No topic of yours has 3 measured uploads yet, so topics cannot be compared: of your 12 uploads, 11 are long-form and a week old or more (measured against your uploads of a similar age), but no 3 of them share a topic.",
    );
    expect(quotedFigures(none.missing!, none.figures)).toEqual(none.figures);
  });

  it("names the best topic with its median and best upload; with one topic, nothing ranked after it", async () => {
    const standing = {
      name: "assassins creed origins",
      label: "Assassins Creed Origins",
      medianRatio: 1.34,
      videos: [
        { video: upload("a", "Assassin's Creed Origins: Launch Trailer", 2_400_000), ratio: 2.6 },
        { video: upload("b", "Assassin's Creed Origins: Tales", 900_000), ratio: 1.34 },
        { video: upload("c", "Assassin's Creed Origins: Post Launch", 500_000), ratio: 0.9 },
      ],
    };
    channelTopics.mockResolvedValue(topics({ standings: [standing] }));
    const result = await channelTopicsTool.run(ctx, {});
    expect(result.facts).toEqual([
      "“Assassins Creed Origins” is your only topic with 3 or more uploads measured against your uploads of a similar age: its 3 uploads get a median 1.3× the views of your uploads of a similar age; the best of them, “Assassin's Creed Origins: Launch Trailer”, has 2,400,000 views (2.6×).",
    ]);
    expect(result.figures).toMatchObject({
      bestTopic: "Assassins Creed Origins",
      bestTopicRatio: 1.3,
      topicsMeasured: 1,
    });
  });
});

describe("Ask's answer on the channel's own uploads on a topic asked about", () => {
  beforeEach(() => ownUploadsOnTopic.mockReset());
  const onTopic = (title: string, views: number, ratio: number | null) => ({
    title,
    views,
    publishedAt: "2026-10-19T12:00:00Z",
    ratio,
  });

  it("lists the newest uploads on it, each against the channel's uploads of a similar age", async () => {
    ownUploadsOnTopic.mockResolvedValue({
      read: 12,
      uploads: [
        onTopic("FENTY BEAUTY.. IS THIS EVEN REAL?? | FULL REVIEW", 302_662, 1.84),
        onTopic("Fenty Haul", 90_000, null),
      ],
    });
    const result = await channelTopicsTool.run(ctx, { topic: "fenty review" });
    expect(ownUploadsOnTopic).toHaveBeenCalledWith(undefined, "ws", "fenty review", ctx.now);
    expect(channelTopics).not.toHaveBeenCalled();
    expect(result.facts).toEqual([
      "2 of your uploads are on “fenty review”: “FENTY BEAUTY.. IS THIS EVEN REAL?? | FULL REVIEW” (302,662 views, 1.8× your uploads of a similar age); “Fenty Haul” (90,000 views, too new or too few uploads to measure).",
    ]);
    expect(quotedFigures(result.facts[0]!, result.figures)).toMatchObject({ upload1Ratio: 1.8, upload1Views: 302_662 });
  });

  it("says the topic would be new to the channel when none of its uploads is on it", async () => {
    ownUploadsOnTopic.mockResolvedValue({ read: 0, uploads: [] });
    expect((await channelTopicsTool.run(ctx, { topic: "baby name challenge" })).missing).toMatch(
      /^No upload of yours has been read yet/,
    );
    ownUploadsOnTopic.mockResolvedValue({ read: 12, uploads: [] });
    const result = await channelTopicsTool.run(ctx, { topic: "baby name challenge" });
    expect(result.missing).toBeUndefined();
    expect(result.facts).toEqual([
      "None of your 12 uploads Vidwise has read is on “baby name challenge”: it would be new to your channel.",
    ]);
  });
});
