// Sync now when nothing is due: the refresh's rules (refresh-schedule.ts) read nothing new, and
// Account Settings' channel card says so, with when each kind of reading comes next (the feed with
// the daily refresh and from when Sync now reads again, statistics by an upload's age, comments
// where their count moved), instead of a sync that only says "0 fetched".
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "~/lib/viewer-format";
import { get, pageText, postForm, signUp, storeRun, waitForSyncs, workspaceOf } from "../helpers";

const EMAIL = "next-readings@example.com";
const HOUR = 3_600_000;

let cookie = "";
let team = "";
let channelId = "";

const at = (ms: number) => formatDateTime(new Date(ms), { timeZone: "UTC", locale: "en-US" });

async function cardText() {
  const response = await get("/account", { cookie });
  expect(response.status).toBe(200);
  return (await pageText(response))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

beforeAll(async () => {
  cookie = await signUp(EMAIL);
  team = await workspaceOf(EMAIL);
  await postForm("/account", { intent: "connect-channel", channel: "@nineteen-sample" }, { cookie });
  await waitForSyncs(team);
  const own = await env.DB.prepare("SELECT id FROM channels WHERE workspace_id = ? AND role = 'own'")
    .bind(team)
    .first<{ id: string }>();
  channelId = own!.id;
}, 120_000);

describe("Sync now with nothing due", () => {
  it("says nothing was due and when each kind of reading comes next", async () => {
    // Pressed minutes after the start read the channel: within the hour, a press copies that read.
    const pressed = await postForm("/account", { intent: "connect-channel", channel: channelId }, { cookie });
    expect(pressed.status).toBe(200);
    await waitForSyncs(team);
    const row = await env.DB.prepare(
      "SELECT p.refreshed_at AS readAt, c.last_synced_at AS copiedAt FROM public_channels p JOIN channels c ON c.id = p.id WHERE c.workspace_id = ? AND p.id = ?",
    )
      .bind(team, channelId)
      .first<{ readAt: number; copiedAt: number }>();
    const text = await cardText();
    expect(text).toContain("Nothing new was read: no upload, statistic or comment was due a reading");
    expect(text).toContain("Next readings from YouTube");
    expect(text).toContain(`Last read ${at(row!.readAt)}`);
    expect(text).toContain(`Sync now reads it again from ${at(row!.readAt + HOUR)}`);
    expect(text).toContain(`next reading with the daily refresh, from ${at(row!.copiedAt + 20 * HOUR)}`);
    expect(text).toMatch(
      /Statistics \(views, likes, comment counts\): none of the \d+ uploads is due; the next falls due/,
    );
    expect(text).toContain("every 12 hours in its first 2 days");
    // The outside check's words for a sync that read nothing.
    expect(text).toMatch(/next (reading|refresh|sync|update)|nothing (new|due)/i);
  });

  it("counts the statistics due and the uploads whose comment count moved", async () => {
    const store = `public-channel:${channelId}`;
    // One upload's last statistics reading is a year old; one upload's comments were last read at
    // fewer comments than YouTube now reports.
    await storeRun(
      store,
      "UPDATE videos SET stats_updated_at = ? WHERE id = (SELECT id FROM videos ORDER BY published_at LIMIT 1)",
      Date.now() - 365 * 24 * HOUR,
    );
    const before = await cardText();
    const moved = Number(/(\d+) uploads? ha(?:s|ve) new comments/.exec(before)?.[1] ?? 0);
    await storeRun(
      store,
      "UPDATE comment_reads SET comment_count = 0 WHERE video_id = (SELECT r.video_id FROM comment_reads r JOIN videos v ON v.id = r.video_id WHERE v.comment_count > 0 AND r.comment_count = v.comment_count LIMIT 1)",
    );
    const text = await cardText();
    expect(text).toContain("1 upload due, read by the next refresh");
    expect(text).toContain(
      `${moved + 1} upload${moved === 0 ? " has" : "s have"} new comments, read by the next refresh.`,
    );
  });

  it("says when a channel read only from its newer threads gets its older ones, and not once they are read", async () => {
    expect(await cardText()).not.toContain("older than those read so far");
    await env.DB.prepare("UPDATE public_channels SET comment_history_read_at = NULL WHERE id = ?")
      .bind(channelId)
      .run();
    const text = await cardText();
    const from =
      /The threads older than those read so far \(up to 1,000 threads in all\) are read once, by the refresh from ([^.]+)\./.exec(
        text,
      );
    expect(from).not.toBeNull();
    const { nextCommentHistoryCatchUp } = await import("~/features/channel-data/refresh-schedule");
    const row = await env.DB.prepare(
      "SELECT last_synced_at AS copiedAt FROM channels WHERE workspace_id = ? AND id = ?",
    )
      .bind(team, channelId)
      .first<{ copiedAt: number }>();
    const daily = Math.max(row!.copiedAt + 20 * HOUR, Date.now());
    // The refresh on or after the daily one that falls on the channel's catch-up day.
    const expected = nextCommentHistoryCatchUp(channelId, new Date(daily)).getTime();
    expect([at(expected), at(daily)]).toContain(from![1]);
    await env.DB.prepare("UPDATE public_channels SET comment_history_read_at = ? WHERE id = ?")
      .bind(Date.now(), channelId)
      .run();
  });
});
