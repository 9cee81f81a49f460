// The real trending trajectories (../shared/data/youtube-trending-gb-dev, see its README): read,
// grouped per video, and split into a fit half and a held-out half by a hash of the video id, so
// the split is the same in every script and never depends on the order of the file.
// Used by scripts/train-growth-ratio.ts (fits on the fit half only) and scripts/bench-forecast.ts
// (reports on the held-out half).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsv } from "../app/lib/csv";
import type { TrajectoryPoint } from "../app/features/forecast/engine/types";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const CANDIDATES = [join(root, "../shared/data/youtube-trending-gb-dev"), "/work/shared/data/youtube-trending-gb-dev"];
export const TRENDING_FILE = "GBvideos_2017_dev.csv";

/** Hours are counted from this day (the data set's first day): "hours from a common origin". */
const ORIGIN_MS = Date.UTC(2017, 8, 13);
const YEAR = 2017;

export type TrendingVideo = {
  id: string;
  title: string;
  channel: string;
  categoryId: string;
  tags: string;
  /** Daily readings, hours from the data set's first day, oldest first. */
  points: TrajectoryPoint[];
};

export function trendingDir(): string {
  const dir = CANDIDATES.find((d) => existsSync(join(d, TRENDING_FILE)));
  if (!dir) throw new Error(`${TRENDING_FILE} not found in ${CANDIDATES.join(" or ")}`);
  return dir;
}

/** FNV-1a of the id: the half a video belongs to, fixed by its id alone. */
export function idHash(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export const isFitHalf = (id: string): boolean => idHash(id) % 2 === 0;

/** Every video of the file with its readings (one per day seen), first seen first. */
export function loadTrendingVideos(): TrendingVideo[] {
  const rows = parseCsv(readFileSync(join(trendingDir(), TRENDING_FILE), "utf8"));
  const head = rows[0] ?? [];
  const col = (name: string) => {
    const i = head.indexOf(name);
    if (i < 0) throw new Error(`column ${name} missing`);
    return i;
  };
  const [ID, TITLE, CHANNEL, CATEGORY, TAGS, VIEWS, DATE] = [
    "video_id",
    "title",
    "channel_title",
    "category_id",
    "tags",
    "views",
    "date",
  ].map(col) as number[];
  const byId = new Map<string, TrendingVideo>();
  for (const r of rows.slice(1)) {
    if (r.length < head.length) continue;
    const [day, month] = (r[DATE!] ?? "").split(".").map(Number);
    const views = Number(r[VIEWS!]);
    if (!day || !month || !Number.isFinite(views)) continue;
    const hours = (Date.UTC(YEAR, month - 1, day) - ORIGIN_MS) / 3_600_000;
    const id = r[ID!] as string;
    let video = byId.get(id);
    if (!video) {
      video = {
        id,
        title: r[TITLE!] ?? "",
        channel: r[CHANNEL!] ?? "",
        categoryId: r[CATEGORY!] ?? "",
        tags: r[TAGS!] ?? "",
        points: [],
      };
      byId.set(id, video);
    }
    video.points.push({ hours, views });
  }
  const videos = [...byId.values()];
  for (const v of videos) v.points.sort((a, b) => a.hours - b.hours);
  return videos.sort((a, b) => (a.points[0]?.hours ?? 0) - (b.points[0]?.hours ?? 0) || (a.id < b.id ? -1 : 1));
}

/** The same readings with hours from the video's own first reading (a second "common origin" reading of the data). */
export function fromFirstReading(points: readonly TrajectoryPoint[]): TrajectoryPoint[] {
  const first = points[0]?.hours ?? 0;
  return points.map((p) => ({ ...p, hours: p.hours - first }));
}

/** Videos with two or more readings and views above 0 at the first: the ones a projection can be scored on. */
export function trajectoriesForProjection(videos: readonly TrendingVideo[]): TrendingVideo[] {
  return videos.filter((v) => v.points.length >= 2 && (v.points[0]?.views ?? 0) > 0);
}
