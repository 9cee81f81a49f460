import { describe, expect, it } from "vitest";
import { demoCookie, get } from "../../helpers";
import { sampleWorld, seedSampleTemplate } from "../../sample";

type ChannelBody = {
  title: string;
  id: string;
  isSample: boolean;
  videoCount: number;
  commentCount: number;
  lastSyncedAt: string | null;
  sync: { status: string; stage: string | null; progress: unknown; error: string | null };
};

describe("GET /api/channel", () => {
  it("shows the caller's own channel, its counts and the state of its sync", async () => {
    await seedSampleTemplate();
    const own = sampleWorld().own;
    const response = await get("/api/channel", { cookie: await demoCookie() });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ChannelBody;
    expect(Object.keys(body).sort()).toEqual([
      "commentCount",
      "id",
      "isSample",
      "lastSyncedAt",
      "sync",
      "title",
      "videoCount",
    ]);
    expect(body).toMatchObject({
      title: own.channel.title,
      id: own.channel.youtubeId,
      isSample: true,
      videoCount: own.videos.length,
    });
    expect(body.commentCount).toBeGreaterThan(0);
    // The demo's copy was never synced by a job.
    expect(body.sync).toEqual({ status: "none", stage: null, progress: null, error: null });
  });
});
