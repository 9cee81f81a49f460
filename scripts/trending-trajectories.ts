// The real trending trajectories (../shared/data/youtube-trending-gb-dev, see its README): read,
// grouped per video, and split into a fit half and a held-out half by a hash of the video id, so
// the split is the same in every script and never depends on the order of the file.
// Used by scripts/train-growth-ratio.ts (fits on the fit half only) and scripts/bench-forecast.ts
// (reports on the held-out half).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsv } from "../app/lib/csv";
import type { TrajectoryPoint } from "../app/features/video-forecast/engine/types";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const TRENDING_FILE = "GBvideos_2017_dev.csv";

/**
 * The two countries: GB (autumn 2017, `date` DD.MM with channel and tags) and CA (Nov 2017 –
 * Jun 2018, `trending_date` YY.DD.MM, no channel). Hours are counted from each file's first day:
 * "hours from a common origin".
 */
export type Country = "GB" | "CA";
const FILES: Record<Country, { dir: string; file: string; originMs: number }> = {
  GB: { dir: "youtube-trending-gb-dev", file: TRENDING_FILE, originMs: Date.UTC(2017, 8, 13) },
  CA: { dir: "youtube-trending-ca-dev", file: "CAvideos_2017_2018_dev.csv", originMs: Date.UTC(2017, 10, 14) },
};
export const trendingFileOf = (country: Country): string =>
  `../shared/data/${FILES[country].dir}/${FILES[country].file}`;

export type TrendingVideo = {
  id: string;
  title: string;
  channel: string;
  categoryId: string;
  tags: string;
  /** Daily readings, hours from the data set's first day, oldest first. */
  points: TrajectoryPoint[];
};

export function trendingDir(country: Country = "GB"): string {
  const { dir: name, file } = FILES[country];
  const candidates = [join(root, "../shared/data", name), join("/work/shared/data", name)];
  const dir = candidates.find((d) => existsSync(join(d, file)));
  if (!dir) throw new Error(`${file} not found in ${candidates.join(" or ")}`);
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

const cache = new Map<Country, TrendingVideo[]>();

/** Every video of the country's file with its readings (one per day seen), first seen first. */
export function loadTrendingVideos(country: Country = "GB"): TrendingVideo[] {
  const cached = cache.get(country);
  if (cached) return cached.map((v) => ({ ...v, points: [...v.points] }));
  const { file, originMs } = FILES[country];
  const rows = parseCsv(readFileSync(join(trendingDir(country), file), "utf8"));
  const head = rows[0] ?? [];
  const col = (name: string, required = true) => {
    const i = head.indexOf(name);
    if (i < 0 && required) throw new Error(`column ${name} missing`);
    return i;
  };
  const ID = col("video_id");
  const TITLE = col("title");
  const CHANNEL = col("channel_title", country === "GB");
  const CATEGORY = col("category_id");
  const TAGS = col("tags", country === "GB");
  const VIEWS = col("views");
  const DATE = country === "GB" ? col("date") : col("trending_date");
  /** Milliseconds of a row's reading day: GB `DD.MM` in 2017, CA `YY.DD.MM`. */
  const dayMs = (text: string): number | null => {
    const parts = text.split(".").map(Number);
    const [year, day, month] =
      country === "GB" ? [2017, parts[0], parts[1]] : [2000 + (parts[0] ?? 0), parts[1], parts[2]];
    return day && month ? Date.UTC(year, month - 1, day) : null;
  };
  const byId = new Map<string, TrendingVideo>();
  for (const r of rows.slice(1)) {
    if (r.length < head.length) continue;
    const ms = dayMs(r[DATE] ?? "");
    const views = Number(r[VIEWS]);
    if (ms === null || !Number.isFinite(views)) continue;
    const hours = (ms - originMs) / 3_600_000;
    const id = r[ID] as string;
    let video = byId.get(id);
    if (!video) {
      video = {
        id,
        title: r[TITLE] ?? "",
        channel: CHANNEL >= 0 ? (r[CHANNEL] ?? "") : "",
        categoryId: r[CATEGORY] ?? "",
        tags: TAGS >= 0 ? (r[TAGS] ?? "") : "",
        points: [],
      };
      byId.set(id, video);
    }
    video.points.push({ hours, views });
  }
  const videos = [...byId.values()];
  for (const v of videos) {
    v.points.sort((a, b) => a.hours - b.hours || a.views - b.views);
    // A day read twice keeps its highest count.
    v.points = v.points.filter((p, i) => v.points[i + 1]?.hours !== p.hours);
  }
  videos.sort((a, b) => (a.points[0]?.hours ?? 0) - (b.points[0]?.hours ?? 0) || (a.id < b.id ? -1 : 1));
  cache.set(country, videos);
  return loadTrendingVideos(country);
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
