// Hand-built uploads for the engine's tests (imported by *.test.ts only).
import type { LibraryVideo } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;
export const NOW = "2026-06-01T12:00:00.000Z";

let counter = 0;
/** An upload `daysAgo` days before NOW with `views` views. */
export function upload(title: string, daysAgo: number, views: number, extra: Partial<LibraryVideo> = {}): LibraryVideo {
  counter += 1;
  return {
    id: extra.id ?? `vid${String(counter).padStart(8, "0")}`,
    title,
    description: "",
    tags: [],
    publishedAt: new Date(Date.parse(NOW) - daysAgo * DAY_MS).toISOString(),
    views,
    likeCount: null,
    commentCount: null,
    durationSeconds: 600,
    isShort: false,
    thumbnailUrl: null,
    ...extra,
  };
}

/** A clustering that puts nothing together, for tests about title patterns alone. */
export const noClusters = () => [];
