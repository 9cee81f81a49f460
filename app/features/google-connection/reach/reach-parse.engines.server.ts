// Reading a reach report's CSV (channel_reach_basic_a1) into one row per video and day: pure work
// on a file of up to a few megabytes, so in production it runs in the engines Worker (its twin,
// reach-parse.remote.server.ts; docs/decisions/005-worker-size.md).
//
// The report splits a video's day by subscription status, country and live/on demand: impressions
// are summed, and the CTR is the impressions-weighted mean (clicks over impressions), so the day's
// figure is what Studio shows for the video on that day.

export type ReachDay = { videoId: string; date: string; impressions: number; ctr: number };

const NEEDED = ["date", "video_id", "video_thumbnail_impressions", "video_thumbnail_impressions_ctr"] as const;

/** The report's rows per video and day; a file without the reach columns gives none, never zeros. */
export async function parseReachCsv(text: string): Promise<ReachDay[]> {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  const header = (lines[0] ?? "").split(",").map((h) => h.trim());
  const at = NEEDED.map((name) => header.indexOf(name));
  if (at.some((i) => i < 0)) return [];
  const [dateAt, videoAt, impressionsAt, ctrAt] = at as [number, number, number, number];
  const sums = new Map<string, { videoId: string; date: string; impressions: number; clicks: number }>();
  for (const line of lines.slice(1)) {
    const cells = line.split(",");
    const day = /^(\d{4})(\d{2})(\d{2})$/.exec(cells[dateAt]?.trim() ?? "");
    const videoId = cells[videoAt]?.trim() ?? "";
    const impressions = Number(cells[impressionsAt]);
    const ctr = Number(cells[ctrAt]);
    if (!day || !/^[\w-]{1,64}$/.test(videoId) || !Number.isFinite(impressions) || impressions < 0) continue;
    if (!Number.isFinite(ctr) || ctr < 0 || ctr > 1) continue;
    const date = `${day[1]}-${day[2]}-${day[3]}`;
    const key = `${videoId}|${date}`;
    const sum = sums.get(key) ?? { videoId, date, impressions: 0, clicks: 0 };
    sum.impressions += impressions;
    sum.clicks += impressions * ctr;
    sums.set(key, sum);
  }
  return [...sums.values()]
    .filter((s) => s.impressions > 0)
    .map((s) => ({ videoId: s.videoId, date: s.date, impressions: s.impressions, ctr: s.clicks / s.impressions }));
}
