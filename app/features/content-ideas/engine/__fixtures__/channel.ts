// Small hand-built channels for the engine's tests: every number is chosen so the right answer
// is known before the engine runs.
import type { AudienceComment, CompetitorVideo, IdeaInput, OwnVideo } from "../types";

export const NOW = "2026-11-18T12:00:00.000Z";
const DAY = 86_400_000;

export const daysAgo = (days: number, hourUtc = 15) => {
  const d = new Date(Date.parse(NOW) - days * DAY);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
};

export function ownVideo(id: string, title: string, over: Partial<OwnVideo> = {}): OwnVideo {
  return {
    id,
    title,
    tags: [],
    publishedAt: daysAgo(100),
    durationSeconds: 600,
    isShort: false,
    views: 1_000,
    firstWeekViews: 500,
    ...over,
  };
}

/** `n` viewers (distinct authors) each asking once for `request` (stored lower case, as Comment Sentiment does). */
export function requests(request: string, n: number, over: Partial<AudienceComment> = {}): AudienceComment[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${request}-${i}`,
    videoId: "own-1",
    videoTitle: "My Desk Tour",
    author: `viewer-${request}-${i}`,
    text: `can you make a video on ${request}?`,
    likeCount: i,
    publishedAt: daysAgo(5),
    request: request.toLowerCase(),
    question: false,
    ...over,
  }));
}

export function competitorVideo(id: string, title: string, over: Partial<CompetitorVideo> = {}): CompetitorVideo {
  return {
    id,
    title,
    channel: "Rival Tech",
    tags: [],
    publishedAt: daysAgo(20),
    durationSeconds: 900,
    isShort: false,
    viewCount: 50_000,
    outlierScore: 1,
    ...over,
  };
}

/** A channel with 12 weekly long-form uploads on desks and nothing else. */
export function baseInput(over: Partial<IdeaInput> = {}): IdeaInput {
  const ownVideos = Array.from({ length: 12 }, (_, i) =>
    ownVideo(`own-${i + 1}`, `Desk Setup Tour ${i + 1}`, { publishedAt: daysAgo(70 + i * 7) }),
  );
  return {
    now: NOW,
    timeZone: "UTC",
    ownVideos,
    comments: [],
    ownClusters: [],
    competitorVideos: [],
    market: [],
    trends: [],
    titleEvidence: null,
    dismissedKeys: [],
    previousKeys: [],
    ...over,
  };
}
