// What Analyze Library measures about one series: views, Studio watch time, how viewers flow from
// part to part, what viewers ask for next, the title pattern and thumbnail style of its best
// parts, and who watches it. Every sentence quotes the numbers it rests on; where data is
// missing it says which tool or import supplies it.
import { compactNumber, countOf, wholeNumber } from "~/lib/format";
import { median } from "~/lib/stats";
import { namesTopic } from "./detect";
import { normaliseStem, parseNumbered, parsePrefix, seriesNaming, type NumberedTitle } from "./patterns";
import type {
  Commenter,
  FlowPoint,
  NextEpisode,
  SeriesAnalysis,
  SeriesKind,
  ThumbnailMeasure,
  ViewerRequest,
} from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Views of a part younger than this are still growing: the flow says so. */
const SETTLED_DAYS = 28;
/** Suggested next episodes shown at most. */
const MAX_NEXT = 4;
/** A measured thumbnail differs from the channel's when the gap passes these (metric units). */
const THUMBNAIL_GAPS = { brightness: 5, colourfulness: 8, textDensity: 2 } as const;
/** Thumbnails needed: 2 of the series' parts and 4 across the channel. */
const MIN_SERIES_THUMBNAILS = 2;
const MIN_CHANNEL_THUMBNAILS = 4;

export const WATCH_TIME_NOT_IMPORTED =
  "Not imported: import YouTube Studio's per-video table (Table data.csv) in Account Settings to measure watch time.";
export const REQUESTS_NOT_ANALYSED =
  "Viewer requests come from analysed comments: run Analyze in Comment Sentiment to read what viewers ask for next.";
export const UNORDERED_FLOW =
  "Viewer flow is measured for series watched in order (numbered parts, or a series you ordered yourself); these videos share a topic, so compare their views instead.";
export const THUMBNAILS_NOT_MEASURED = "Run the Thumbnail & Title Optimizer to measure thumbnails";

/** One upload of the series, in series order. */
export type MeasuredPart = { videoId: string; title: string; views: number; publishedAt: string };

export type MeasureInput = {
  kind: SeriesKind | "manual";
  evidence: string;
  title: string;
  topics: readonly string[];
  parts: readonly MeasuredPart[];
  /** Titles of the series' entries that are not uploads yet (planned, in progress, completed). */
  upcomingTitles: readonly string[];
  /** Studio watch time by video id; null when the workspace imported no Studio table at all. */
  watchTimeHours: ReadonlyMap<string, number | null> | null;
  /** Requests on the parts' comments, and how many of their comments were analysed; null when none were. */
  requests: { analysedComments: number; items: readonly ViewerRequest[] } | null;
  commenters: readonly Commenter[];
  /** Measured thumbnails of the channel's uploads (the series' and all others). */
  thumbnails: ReadonlyMap<string, ThumbnailMeasure>;
  now: string;
};

export type MeasuredSeries = Omit<
  SeriesAnalysis,
  "estimatedViews" | "estimatedViewsNote" | "forecastTitle" | "forecastTopic"
> & {
  /** What the forecaster should be asked about: the next episode's title and topic. */
  forecastQuery: { title: string; topic: string } | null;
};

const round = (value: number, places = 0) => Math.round(value * 10 ** places) / 10 ** places;
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** The best-performing half of the parts (at least one), most viewed first. */
function bestHalf<T extends { views: number }>(parts: readonly T[]): T[] {
  return [...parts].sort((a, b) => b.views - a.views).slice(0, Math.max(1, Math.ceil(parts.length / 2)));
}

function watchTime(input: MeasureInput): Pick<SeriesAnalysis, "watchTimeHours" | "watchTimeVideos" | "watchTimeNote"> {
  if (input.watchTimeHours === null)
    return { watchTimeHours: null, watchTimeVideos: 0, watchTimeNote: WATCH_TIME_NOT_IMPORTED };
  const hours = input.parts
    .map((p) => input.watchTimeHours!.get(p.videoId))
    .filter((h): h is number => typeof h === "number" && Number.isFinite(h));
  if (hours.length === 0) {
    return {
      watchTimeHours: null,
      watchTimeVideos: 0,
      watchTimeNote:
        input.parts.length === 0
          ? "No uploads in this series yet."
          : "Your Studio import has no watch time for these videos: export the table again after they were published.",
    };
  }
  const partial =
    hours.length < input.parts.length
      ? `From ${hours.length} of ${countOf(input.parts.length, "upload")} with a Studio row.`
      : null;
  return {
    watchTimeHours: round(
      hours.reduce((a, b) => a + b, 0),
      1,
    ),
    watchTimeVideos: hours.length,
    watchTimeNote: partial,
  };
}

/** Views of each later part ÷ the first part's, in series order. */
export function viewerFlow(
  parts: readonly MeasuredPart[],
  now: string,
  ordered: "numbered" | "order",
): { flow: FlowPoint[]; summary: string } {
  if (parts.length < 2) return { flow: [], summary: "Viewer flow needs 2 published parts." };
  const first = parts[0]!;
  if (first.views <= 0) return { flow: [], summary: "The first part has no views yet, so flow cannot be measured." };
  const flow = parts.map((p, i) => ({
    position: i + 1,
    videoId: p.videoId,
    title: p.title,
    views: p.views,
    ratio: round(p.views / first.views, 2),
  }));
  const last = flow[flow.length - 1]!;
  // The geometric mean of part-to-part retention: the steady rate that turns part 1 into the last part.
  const perStep = Math.pow(Math.max(last.views, 0) / first.views, 1 / (flow.length - 1));
  const lastName = `Part ${last.position}`;
  const ageDays = (Date.parse(now) - Date.parse(parts[parts.length - 1]!.publishedAt)) / DAY_MS;
  const young =
    Number.isFinite(ageDays) && ageDays >= 0 && ageDays < SETTLED_DAYS
      ? ` It is ${countOf(Math.floor(ageDays), "day")} old, so its views are still growing.`
      : "";
  const order = ordered === "order" ? " (in the order you set)" : "";
  return {
    flow,
    summary: `${lastName} has ${percent(last.ratio)} of part 1's views${order}: each part keeps about ${percent(perStep)} of the one before.${young}`,
  };
}

const CONTINUATION = /^(?:part \d+|more like this)$/;

/** A series whose lowest number is at most this is missing its first parts. */
const FIRST_PARTS_MISSING = 3;

/** Numbers as the series writes them, a run of 3 or more as a range: "Part 3, Part 4", "VLOG 37–42". */
function numberRuns(numbers: readonly number[], marker: string): string {
  const runs: [number, number][] = [];
  for (const n of numbers) {
    const last = runs[runs.length - 1];
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs
    .flatMap(([from, to]) =>
      to - from >= 2
        ? [`${marker}${from}–${to}`]
        : from === to
          ? [`${marker}${from}`]
          : [`${marker}${from}`, `${marker}${to}`],
    )
    .join(", ");
}

function covered(request: string, titles: readonly string[]): boolean {
  const key = normaliseStem(request);
  return titles.some((t) => normaliseStem(t).includes(key) || namesTopic(t, request));
}

function nextEpisodes(
  input: MeasureInput,
  numbered: NumberedTitle[],
  planned: readonly NumberedTitle[],
): { items: NextEpisode[]; note: string | null; topRequest: string | null } {
  const items: NextEpisode[] = [];
  const allTitles = [...input.parts.map((p) => p.title), ...input.upcomingTitles];
  const numbers = new Set([...numbered, ...planned].map((n) => n.number));
  const highest = numbers.size > 0 ? Math.max(...numbers) : 0;
  const newest = numbered[numbered.length - 1];
  const short = newest ? (newest.marker === "#" ? "#" : `${newest.markerSurface.replace(/\.$/, "")} `) : "Part ";
  const label = newest ? `${newest.stemSurface}${newest.joiner}${short}` : short;
  let topRequest: string | null = null;
  let note: string | null = null;

  if (input.requests === null) {
    note = REQUESTS_NOT_ANALYSED;
  } else {
    const askers = new Map<string, Set<string>>();
    const continuation = new Set<string>();
    for (const r of input.requests.items) {
      const text = r.request.trim().toLowerCase();
      if (!text) continue;
      if (CONTINUATION.test(text)) continuation.add(r.author);
      else askers.set(text, (askers.get(text) ?? new Set()).add(r.author));
    }
    const ranked = [...askers]
      .filter(([text]) => !covered(text, allTitles))
      .map(([text, who]) => ({ text, count: who.size }))
      .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));
    if (continuation.size > 0) {
      const next = numbered.length > 0 ? `${label}${highest + 1}` : "Another part";
      items.push({
        text: `${next}: ${countOf(continuation.size, "viewer")} asked for the next part`,
        source: "continuation",
        count: continuation.size,
      });
    }
    for (const r of ranked.slice(0, MAX_NEXT))
      items.push({ text: `“${r.text}”: asked by ${countOf(r.count, "viewer")}`, source: "requests", count: r.count });
    topRequest = ranked[0]?.text ?? null;
    if (items.length === 0) {
      note = `No viewer asked for more on these videos (${countOf(input.requests.analysedComments, "analysed comment")}).`;
    }
  }
  if (numbered.length > 0) {
    // A series found from part 2 or 3 lacks its first parts; one found from "Vlog 35" is a long
    // run whose earlier numbers are older than the library, not gaps.
    const lowest = Math.min(...numbers);
    const missing = [];
    for (let n = lowest <= FIRST_PARTS_MISSING ? 1 : lowest; n < highest; n++) if (!numbers.has(n)) missing.push(n);
    if (missing.length > 0) {
      items.push({
        text: `Gap: ${numberRuns(missing, short)} ${missing.length === 1 ? "is" : "are"} missing from the numbering`,
        source: "gap",
        count: null,
      });
    }
    if (!items.some((i) => i.source === "continuation")) {
      items.push({ text: `${label}${highest + 1}: the next number in the series`, source: "gap", count: null });
    }
  }
  return { items: items.slice(0, MAX_NEXT + 2), note, topRequest };
}

/** A title with its series marker and subject generalised, so the shapes of parts can be compared. */
function titleShape(title: string): string {
  const numbered = parseNumbered(title);
  if (numbered) {
    const marker = numbered.marker === "#" ? "#N" : `${numbered.markerSurface.replace(/\.$/, "")} N`;
    return `${numbered.stemSurface}${numbered.joiner}${marker}${numbered.subtitle ? `${numbered.separator.trimEnd()} …` : ""}`;
  }
  const prefix = parsePrefix(title);
  if (prefix)
    return `${prefix.surface}${prefix.year !== null ? " <year>" : ""}${prefix.separator === ":" ? ":" : ` ${prefix.separator}`} …`;
  return title.replace(/\b(?:19|20)\d{2}\b/g, "<year>").replace(/\b\d+\b/g, "N");
}

function titleFormat(input: MeasureInput): string {
  const parts = input.parts;
  if (parts.length === 0) return "Publish the first part to measure which title pattern works.";
  const best = bestHalf(parts);
  const shapes = new Map<string, number>();
  for (const p of best) shapes.set(titleShape(p.title), (shapes.get(titleShape(p.title)) ?? 0) + 1);
  const [shape, count] = [...shapes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  const rest = parts.filter((p) => !best.includes(p));
  const bestAverage = best.reduce((a, p) => a + p.views, 0) / best.length;
  const restAverage = rest.length > 0 ? rest.reduce((a, p) => a + p.views, 0) / rest.length : null;
  const comparison =
    restAverage === null
      ? ""
      : ` (${compactNumber(bestAverage)} average views against ${compactNumber(restAverage)} for the rest)`;
  const who = count === best.length ? (count === 2 ? "both" : `all ${count}`) : `${count} of the ${best.length}`;
  if (count >= 2) return `“${shape}”: the pattern ${who} best-performing parts share${comparison}.`;
  const top = best[0]!;
  return `Write it like your best part, “${top.title}” (${compactNumber(top.views)} views): no single pattern is shared by the best parts${comparison}.`;
}

function thumbnailStyle(input: MeasureInput): string {
  const measured = input.parts.filter((p) => input.thumbnails.has(p.videoId));
  if (measured.length < MIN_SERIES_THUMBNAILS || input.thumbnails.size < MIN_CHANNEL_THUMBNAILS) {
    return `${THUMBNAILS_NOT_MEASURED} (${measured.length} of ${countOf(input.parts.length, "part")} measured).`;
  }
  const best = bestHalf(measured).map((p) => input.thumbnails.get(p.videoId)!);
  const all = [...input.thumbnails.values()];
  const mean = (list: ThumbnailMeasure[], key: keyof ThumbnailMeasure) =>
    list.reduce((a, t) => a + t[key], 0) / list.length;
  const channel = (key: keyof ThumbnailMeasure) => median(all.map((t) => t[key])) ?? 0;
  const words: Record<keyof ThumbnailMeasure, [string, string]> = {
    brightness: ["brighter", "darker"],
    colourfulness: ["more colourful", "less colourful"],
    textDensity: ["more text", "less text"],
  };
  const facts: string[] = [];
  const advice: string[] = [];
  for (const key of ["brightness", "colourfulness", "textDensity"] as const) {
    const ours = mean(best, key);
    const theirs = channel(key);
    facts.push(
      key === "textDensity"
        ? `text on ${round(ours)}% of the picture (channel ${round(theirs)}%)`
        : `${key} ${round(ours)} (channel ${round(theirs)})`,
    );
    if (ours - theirs >= THUMBNAIL_GAPS[key]) advice.push(words[key][0]);
    else if (theirs - ours >= THUMBNAIL_GAPS[key]) advice.push(words[key][1]);
  }
  const lead = `The best ${countOf(best.length, "part")}' thumbnails: ${facts.join(", ")}.`;
  return advice.length > 0
    ? `${lead} Keep the next one ${advice.join(", ")} than your usual thumbnail.`
    : `${lead} They look like your usual thumbnails: the picture is not what sets this series apart.`;
}

function targetAudience(input: MeasureInput): string {
  const topics = input.topics.slice(0, 3).join(", ");
  const partIds = new Set(input.parts.map((p) => p.videoId));
  const partsBy = new Map<string, Set<string>>();
  for (const c of input.commenters) {
    if (!partIds.has(c.videoId) || !c.author) continue;
    partsBy.set(c.author, (partsBy.get(c.author) ?? new Set()).add(c.videoId));
  }
  if (partsBy.size === 0)
    return `Viewers interested in ${topics || input.title} (no comments stored on these videos yet, so the audience is described by topic).`;
  const returning = [...partsBy.values()].filter((s) => s.size >= 2).length;
  const share = returning / partsBy.size;
  const lead = `${countOf(partsBy.size, "viewer")} commented on this series; ${wholeNumber(returning)} (${percent(share)}) commented on 2 or more parts`;
  return `${lead}${returning > 0 ? ": your returning series audience" : ""}. Topic: ${topics || input.title}.`;
}

function forecastQuery(
  input: MeasureInput,
  numbered: NumberedTitle[],
  plannedParts: readonly NumberedTitle[],
  topRequest: string | null,
): { title: string; topic: string } | null {
  if (input.parts.length === 0 && input.upcomingTitles.length === 0) return null;
  const topic = input.title;
  const subject = topRequest ? topRequest.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : null;
  const newest = numbered[numbered.length - 1];
  if (newest) {
    // Planned parts count too: the next episode comes after them.
    const planned = plannedParts.filter((n) => n.stem === newest.stem);
    const highest = Math.max(...[...numbered, ...planned].map((n) => n.number));
    const marker = newest.marker === "#" ? `#${highest + 1}` : `${newest.markerSurface} ${highest + 1}`;
    return {
      title:
        `${newest.stemSurface}${newest.joiner}${marker}${subject ? `${newest.separator || ": "}${subject}` : ""}`.trim(),
      topic,
    };
  }
  const best = bestHalf(input.parts)[0];
  const base = best?.title ?? input.upcomingTitles[0]!;
  const prefix = parsePrefix(base);
  if (subject && prefix) return { title: `${base.slice(0, base.indexOf(prefix.rest)).trim()} ${subject}`, topic };
  if (subject) return { title: `${input.title}: ${subject}`, topic };
  return { title: base, topic };
}

export function measureSeries(input: MeasureInput): MeasuredSeries {
  const parts = input.parts;
  const parsed =
    input.kind === "numbered" || input.kind === "manual"
      ? parts.map((p) => parseNumbered(p.title)).filter((n): n is NumberedTitle => n !== null)
      : [];
  const naming = seriesNaming(parsed);
  const numbered = parsed.map(naming);
  // Planned titles count too (the next number comes after them), named as the published parts are.
  const planned = input.upcomingTitles
    .map(parseNumbered)
    .filter((n): n is NumberedTitle => n !== null)
    .map(naming);
  const isNumbered = numbered.length >= 2;
  const totalViews = parts.reduce((a, p) => a + Math.max(0, p.views), 0);
  // Flow means something where viewers watch in order: numbered parts, or the order the user set.
  const { flow, summary } =
    isNumbered || input.kind === "manual"
      ? viewerFlow(parts, input.now, isNumbered ? "numbered" : "order")
      : { flow: [], summary: UNORDERED_FLOW };
  const next = nextEpisodes(input, isNumbered ? numbered : [], planned);
  return {
    kind: input.kind,
    evidence: input.evidence,
    analysedAt: input.now,
    videos: parts.length,
    totalViews,
    averageViews: parts.length > 0 ? Math.round(totalViews / parts.length) : null,
    ...watchTime(input),
    flow,
    flowSummary: summary,
    nextEpisodes: next.items,
    requestsNote: next.note,
    suggestedTitleFormat: titleFormat(input),
    suggestedThumbnailStyle: thumbnailStyle(input),
    targetAudience: targetAudience(input),
    forecastQuery: forecastQuery(input, isNumbered ? numbered : [], planned, next.topRequest),
  };
}
