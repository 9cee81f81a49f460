// Views at 7 days: how a video's first week went, the outcome several tools compare uploads by
// (optimizer, dashboard timing and momentum, visibility score, content ideas). Two sources, the
// first that has it:
// - the upload's per-video daily rows (the Google connection's YouTube Analytics days, or a Studio
//   export's per-video days): the views of its first seven report days (first-days.ts), only when
//   every one of them has a row. A connected channel has these for its whole history on day one.
// - the view snapshots the sync records: the snapshot nearest to 7 days after publication, within
//   5 to 9 days. A channel without the connection gets these only for uploads the sync saw at that
//   age, so mostly for uploads published after it was connected.
// A video with neither has no value (never an estimate).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { withChannelData, snapshotOfVideo } from "./data-place.server";
import { FIRST_MONTH_DAYS, FIRST_WEEK_DAYS, viewsInFirstDays } from "./first-days";
import { dailyAnalytics, videoStats, videos } from "./tables";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SEVEN_DAYS_WINDOW = { from: 5 * DAY_MS, to: 9 * DAY_MS };

type DayRow = { videoId: string; publishedAt: Date; date: string; views: number | null };

/** The per-video days of the first month of one channel's uploads published since `since`. */
async function firstMonthRows(db: Db, teamChannelId: string, channelId: string, since: Date): Promise<DayRow[]> {
  // The upload's day 0 is the UTC date of its publication (first-days.ts), computed in SQL so
  // only the first month's rows are read.
  const day0 = sql`date(${videos.publishedAt} / 1000, 'unixepoch')`;
  const lastDay = sql`date(${videos.publishedAt} / 1000, 'unixepoch', ${`+${FIRST_MONTH_DAYS - 1} days`})`;
  return withChannelData(db, teamChannelId, ({ db: source, storedUnder }) =>
    source
      .select({
        videoId: dailyAnalytics.videoId,
        publishedAt: videos.publishedAt,
        date: dailyAnalytics.date,
        views: dailyAnalytics.views,
      })
      .from(dailyAnalytics)
      .innerJoin(videos, and(eq(videos.teamChannelId, teamChannelId), eq(videos.id, dailyAnalytics.videoId)))
      .where(
        and(
          eq(dailyAnalytics.teamChannelId, storedUnder),
          sql`${dailyAnalytics.videoId} <> ''`,
          eq(videos.channelId, channelId),
          sql`${videos.publishedAt} >= ${since.getTime()}`,
          sql`${dailyAnalytics.date} between ${day0} and ${lastDay}`,
        ),
      ),
  );
}

/** The views of each upload's first `days` report days, where every one of those days has a row. */
function sumsOver(rows: readonly DayRow[], days: number): Map<string, number> {
  const byVideo = new Map<string, { publishedAt: Date; rows: DayRow[] }>();
  for (const r of rows) {
    const entry = byVideo.get(r.videoId) ?? { publishedAt: r.publishedAt, rows: [] };
    entry.rows.push(r);
    byVideo.set(r.videoId, entry);
  }
  const out = new Map<string, number>();
  for (const [id, entry] of byVideo) {
    const views = viewsInFirstDays(entry.publishedAt, entry.rows, days);
    if (views !== null) out.set(id, views);
  }
  return out;
}

async function snapshotsNearSevenDays(
  db: Db,
  teamChannelId: string,
  channelId: string,
  since: Date,
): Promise<Map<string, number>> {
  // Joined on the videos' rows (never a list of ids: D1 binds at most 100 parameters).
  const snaps = await withChannelData(db, teamChannelId, ({ db: source, storedUnder }) =>
    source
      .select({
        videoId: videoStats.videoId,
        capturedAt: videoStats.capturedAt,
        views: videoStats.viewCount,
        publishedAt: videos.publishedAt,
      })
      .from(videoStats)
      .innerJoin(videos, snapshotOfVideo(teamChannelId))
      .where(
        and(
          eq(videoStats.teamChannelId, storedUnder),
          eq(videos.channelId, channelId),
          sql`${videos.publishedAt} >= ${since.getTime()}`,
          sql`${videoStats.capturedAt} between ${videos.publishedAt} + ${SEVEN_DAYS_WINDOW.from} and ${videos.publishedAt} + ${SEVEN_DAYS_WINDOW.to}`,
        ),
      ),
  );
  const nearest = new Map<string, { gap: number; views: number }>();
  for (const s of snaps) {
    const gap = Math.abs(s.capturedAt.getTime() - s.publishedAt.getTime() - 7 * DAY_MS);
    const known = nearest.get(s.videoId);
    if (!known || gap < known.gap) nearest.set(s.videoId, { gap, views: s.views });
  }
  return new Map([...nearest].map(([id, v]) => [id, v.views]));
}

/** Views at 7 days of one channel's videos published since `since`, by video id. */
export async function viewsAtSevenDays(
  db: Db,
  teamChannelId: string,
  channelId: string,
  since: Date,
): Promise<Map<string, number>> {
  const [days, snapshots] = await Promise.all([
    firstMonthRows(db, teamChannelId, channelId, since),
    snapshotsNearSevenDays(db, teamChannelId, channelId, since),
  ]);
  // The analytics days first: the same definition for every upload that has them.
  const out = sumsOver(days, FIRST_WEEK_DAYS);
  for (const [id, views] of snapshots) if (!out.has(id)) out.set(id, views);
  return out;
}

/**
 * The per-video daily views of the first month of one channel's uploads published since `since`
 * (the Google connection's days, or a Studio export's), as cumulative readings: the views through
 * the end of each report day, for as long as the days run without a gap from day 0. Tools that
 * read an upload's views at an age from readings (the track record) then see these too, so an
 * upload the sync never read near that age is still known where Google's days cover it.
 */
export async function firstMonthDayReadings(
  db: Db,
  teamChannelId: string,
  channelId: string,
  since: Date,
): Promise<Map<string, { capturedAt: number; views: number }[]>> {
  const rows = await firstMonthRows(db, teamChannelId, channelId, since);
  const byVideo = new Map<string, { publishedAt: Date; views: Map<string, number> }>();
  for (const r of rows) {
    if (r.views === null || !Number.isFinite(r.views)) continue;
    const entry = byVideo.get(r.videoId) ?? { publishedAt: r.publishedAt, views: new Map<string, number>() };
    entry.views.set(r.date, r.views);
    byVideo.set(r.videoId, entry);
  }
  const out = new Map<string, { capturedAt: number; views: number }[]>();
  for (const [id, entry] of byVideo) {
    const day0 = Date.parse(`${entry.publishedAt.toISOString().slice(0, 10)}T00:00:00.000Z`);
    const readings: { capturedAt: number; views: number }[] = [];
    let total = 0;
    for (let day = 0; day < FIRST_MONTH_DAYS; day++) {
      const views = entry.views.get(new Date(day0 + day * DAY_MS).toISOString().slice(0, 10));
      if (views === undefined) break;
      total += views;
      readings.push({ capturedAt: day0 + (day + 1) * DAY_MS, views: total });
    }
    if (readings.length > 0) out.set(id, readings);
  }
  return out;
}
