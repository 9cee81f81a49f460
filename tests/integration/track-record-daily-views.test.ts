// A kept forecast whose upload the sync never read near 28 days old (it went up before the channel
// was connected) is still scored where the channel's daily views (the Google connection's, or a
// Studio export's) cover the upload's first 28 days; without them, the page says neither source
// covers that day rather than that only a reading is missing.
import { describe, expect, it } from "vitest";
import { get, pageText, postForm, signUp, storeRows, storeRun, waitForSyncs, workspaceOf } from "../helpers";

const EMAIL = "track-record-days@example.com";
const DAY = 86_400_000;

type Suggestion = { id: string; matchStatus: string | null; views28: number | null };

async function kept(cookie: string): Promise<Suggestion> {
  const response = await get("/api/track-record", { cookie });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { suggestions: Suggestion[] };
  return body.suggestions.find((s) => s.id === "kept-days")!;
}

describe("the track record's 28-day views", () => {
  it("come from the daily views where no reading was taken near that age", async () => {
    const cookie = await signUp(EMAIL);
    const ws = await workspaceOf(EMAIL);
    await postForm("/account", { intent: "connect-channel", channel: "@nineteen-sample" }, { cookie });
    await waitForSyncs(ws);
    const [oldest] = await storeRows(
      ws,
      "SELECT id, published_at FROM videos WHERE workspace_id = ? ORDER BY published_at LIMIT 1",
      ws,
    );
    const [videoId, publishedAt] = [String(oldest![0]), Number(oldest![1])];
    expect(Date.now() - publishedAt).toBeGreaterThan(40 * DAY);
    await storeRun(
      ws,
      "INSERT INTO track_record (workspace_id, id, kind, made_at, title, low, expected, high) VALUES (?, 'kept-days', 'forecast', ?, 'A planned upload', 100, 200, 400)",
      ws,
      publishedAt - 2 * DAY,
    );
    const confirmed = await postForm(
      "/track-record",
      { intent: "confirm", suggestionId: "kept-days", videoId },
      { cookie },
    );
    expect(confirmed.status).toBe(200);

    // The sync read the upload only now, months past its 28th day: not known from readings.
    expect((await kept(cookie)).views28).toBeNull();
    const before = await pageText(await get("/track-record", { cookie }));
    expect(before).toContain("no daily views (Google or Studio) cover its first 28 days");

    // Google's daily views of its first 28 days, 10 a day.
    const day0 = Date.parse(`${new Date(publishedAt).toISOString().slice(0, 10)}T00:00:00.000Z`);
    for (let day = 0; day < 28; day++)
      await storeRun(
        ws,
        "INSERT INTO daily_analytics (workspace_id, video_id, date, views, source) VALUES (?, ?, ?, 10, 'google')",
        ws,
        videoId,
        new Date(day0 + day * DAY).toISOString().slice(0, 10),
      );
    const scored = await kept(cookie);
    expect(scored.matchStatus).toBe("confirmed");
    expect(scored.views28).toBe(280);
  });
});
