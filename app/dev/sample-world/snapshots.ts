// Public counters of each video at the moments a tracker would have polled them: 1 hour,
// 6 hours, 1, 3, 7, 30, 90 and 365 days after publishing (a few minutes late, as pollers are),
// and once at `now`. Views come from the same simulation as the daily analytics. Likes and
// comments run a little ahead of views early on (the first viewers are the fans), then settle.
import type { VideoStatsSnapshot } from "~/features/channel-data/index";
import type { Random } from "./random";
import type { VideoPlan } from "./uploads";
import { HOUR_MS, viewsAt, type DayTables, type ViewSimulation } from "./views";

const OFFSETS_HOURS = [1, 6, 24, 72, 168, 720, 2160, 8760];

export function videoSnapshots(
  plan: VideoPlan,
  sim: ViewSimulation,
  tables: DayTables,
  rng: Random,
): VideoStatsSnapshot[] {
  const publishMs = plan.model.publishMs;
  const times: number[] = [];
  for (const hours of OFFSETS_HOURS) {
    const ms = publishMs + hours * HOUR_MS + rng.int(0, 9) * 60_000;
    if (ms < tables.nowMs) times.push(ms);
  }
  times.push(tables.nowMs);

  const out: VideoStatsSnapshot[] = [];
  let likes = 0;
  let comments = 0;
  let views = 0;
  for (const ms of times) {
    const hours = (ms - publishMs) / HOUR_MS;
    views = Math.max(views, Math.round(viewsAt(plan.model, sim, tables, ms)));
    const early = Math.exp(-hours / 24);
    likes = Math.min(views, Math.max(likes, Math.round(views * plan.likeRate * (1 + 0.25 * early))));
    comments = Math.max(comments, Math.round(views * plan.commentRate * (1 + 0.5 * early)));
    out.push({
      videoYoutubeId: plan.video.youtubeId,
      capturedAt: new Date(ms).toISOString(),
      viewCount: views,
      likeCount: plan.hideLikes ? null : likes,
      commentCount: plan.commentsDisabled ? null : comments,
    });
  }
  return out;
}
