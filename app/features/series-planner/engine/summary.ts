// What an Analyze Library run found, in one sentence a creator reads under the button: how many
// uploads it read and the series it found by kind, or that it found none and why, with the
// closest each pass came (a creator who sees "only 2 titles numbered “Vlog #N”" knows what a third
// would do). Every figure comes from the run's report.
import { countOf, listOf } from "~/lib/format";
import { MIN_SERIES_VIDEOS } from "./detect";
import type { LibraryReport, LibraryRun } from "./types";

const needs = `${MIN_SERIES_VIDEOS} or more`;

/** Why the numbered pass found nothing. */
function numberedWhy(report: LibraryReport): string {
  if (report.numberedTitles === 0 || !report.numbered) return "no numbered titles (“Part 2”, “#3”, “Episode 4”)";
  const { pattern, count } = report.numbered;
  if (count === report.numberedTitles)
    return `only ${countOf(count, "title")} numbered “${pattern}” (a series needs ${MIN_SERIES_VIDEOS})`;
  return `${countOf(report.numberedTitles, "numbered title")}, at most ${count} numbered alike (“${pattern}”; a series needs ${MIN_SERIES_VIDEOS})`;
}

/** Why the prefix pass found nothing. */
function prefixWhy(report: LibraryReport): string {
  if (!report.prefix || report.prefix.count < 2)
    return `no title prefix (the words before “:” or “|”) shared by ${needs} uploads`;
  return `the most shared title prefix, “${report.prefix.prefix}”, starts only ${countOf(report.prefix.count, "title")}`;
}

/** Why the topic pass found nothing. */
function topicWhy(report: LibraryReport): string {
  if (report.longForm < MIN_SERIES_VIDEOS)
    return `fewer than ${MIN_SERIES_VIDEOS} long-form uploads to find a topic run in (Shorts join a series only by their titles)`;
  if (!report.topic || report.topic.count < 2) return `no run of ${MIN_SERIES_VIDEOS} uploads on one topic`;
  return `the closest topic, “${report.topic.name}”, is named in only ${countOf(report.topic.count, "title")}`;
}

/**
 * "Analysed 19 uploads: found 2 series (1 numbered, 1 on one topic)." or "Analysed 19 uploads:
 * found no series — no numbered titles (…), no title prefix … shared by 3 or more uploads, no run
 * of 3 uploads on one topic."
 */
export function analysisSummary(run: Pick<LibraryRun, "report" | "found" | "dismissed">): string {
  const { report, found, dismissed } = run;
  const read = `Analysed ${countOf(report.uploads, "upload")}`;
  const total = found.numbered + found.prefix + found.match + found.topic;
  if (total > 0) {
    const kinds = [
      found.numbered > 0 ? `${found.numbered} numbered` : null,
      found.prefix > 0 ? `${found.prefix} by a shared title prefix` : null,
      found.match > 0 ? `${found.match} of match videos` : null,
      found.topic > 0 ? `${found.topic} on one topic` : null,
    ].filter((k): k is string => k !== null);
    const kept = dismissed > 0 ? `; ${countOf(dismissed, "series", "series")} you deleted before stayed deleted` : "";
    return `${read}: found ${countOf(total, "series", "series")} (${listOf(kinds)})${kept}.`;
  }
  if (dismissed > 0) {
    return `${read}: found no series other than ${dismissed === 1 ? "the one" : `the ${dismissed}`} you deleted before, which stay deleted.`;
  }
  return `${read}: found no series — ${listOf([numberedWhy(report), prefixWhy(report), topicWhy(report)])}.`;
}
