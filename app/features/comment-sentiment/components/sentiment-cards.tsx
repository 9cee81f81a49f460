import { AudienceLanguages } from "./audience-languages";
import { EstimateBadge } from "~/components/legal/estimate-badge";
import { useState } from "react";
import { Card } from "~/components/ui/card";
import { countOf } from "~/lib/format";
import { youtubeVideoUrl } from "~/lib/legal";
import { useHydrated } from "~/lib/use-hydrated";
import type { SentimentRecord } from "../report.engines.server";

// Spec §9: sentiment 8+ green, 6+ amber, else red.
/**
 * The score's colour, centred on 5 (as many positive comments as negative): neutral from 4 to 6,
 * green above, red below, so a score near the midpoint never reads as bad.
 */
export function scoreClass(score: number) {
  if (score > 6) return "text-green-700 dark:text-green-400";
  if (score < 4) return "text-red-700 dark:text-red-400";
  return "text-slate-800 dark:text-slate-200";
}

/**
 * A titled list. Items are viewers' words or carry them (Arabic, Hindi, mixed scripts): each one
 * is isolated with its own direction (`<bdi>`), so a right-to-left comment reads right to left
 * without reordering the list or the counts beside it.
 */
function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {items.map((item, i) => (
          <li key={i}>
            <bdi>{item}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "1 comment", "12 comments". */
export { countOf } from "~/lib/format";

function Chevron() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400"
    >
      <path
        d="M5 7.5l5 5 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The score side of a card's header: breakdown and score, or why there is none. */
function ScoreLine({ record }: { record: SentimentRecord }) {
  if (record.sentimentScore === null) {
    const why =
      record.unreadCount === 0
        ? "all spam"
        : record.spamCount === 0
          ? "all in languages not read"
          : "all spam or in languages not read";
    return <span className="text-sm text-slate-600 italic dark:text-slate-400">No scorable comments ({why})</span>;
  }
  const b = record.sentimentBreakdown;
  return (
    <>
      <span className="text-sm">
        <span className="text-green-700 dark:text-green-400">{b.positive}% positive</span> ·{" "}
        <span className="text-slate-600 dark:text-slate-400">{b.neutral}% neutral</span> ·{" "}
        <span className="text-red-700 dark:text-red-400">{b.negative}% negative</span>
      </span>
      <span className={`text-lg font-bold tabular-nums ${scoreClass(record.sentimentScore)}`}>
        {record.sentimentScore.toFixed(1)}/10
      </span>
      {/* The shares and the score are Vidwise's reading of the comments, not YouTube's figures. */}
      <EstimateBadge />
    </>
  );
}

/**
 * One card per video; one open at a time (spec §2). Native <details> keeps them usable without
 * JavaScript; with it, opening one closes the others. A chevron and "Show details" say that a
 * card opens; aria-expanded is set once React runs (before that the browser reports the native
 * state itself, which a server-rendered value would contradict after a click).
 */
export function SentimentCards({
  records,
  mostPositiveId,
  minScoredToRank,
}: {
  records: SentimentRecord[];
  mostPositiveId: string | null;
  minScoredToRank: number;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const hydrated = useHydrated();
  return (
    <ul className="space-y-3" aria-label="Videos">
      {records.map((r) => (
        <li key={r.id}>
          <Card className="p-0">
            <details
              className="group"
              open={open === r.id}
              onToggle={(event) => {
                const isOpen = (event.currentTarget as HTMLDetailsElement).open;
                if (isOpen) setOpen(r.id);
                else if (open === r.id) setOpen(null);
              }}
            >
              <summary
                aria-expanded={hydrated ? open === r.id : undefined}
                className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 rounded-xl p-4 hover:bg-slate-50 dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden"
              >
                <span className="min-w-0 flex-1 basis-full font-semibold sm:basis-0">
                  {r.videoTitle}
                  {r.id === mostPositiveId ? (
                    <span className="ml-2 inline-block rounded-full bg-green-100 px-2 py-0.5 align-middle text-xs font-semibold text-green-900 dark:bg-green-950 dark:text-green-200">
                      Most positive
                    </span>
                  ) : null}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {countOf(r.totalComments, "comment")}
                  {r.sentimentScore !== null && !r.ranked ? ` · only ${r.scoredComments} scored, not ranked` : ""}
                </span>
                <ScoreLine record={r} />
                <span className="ml-auto flex items-center gap-1 text-sm font-medium text-brand-700 dark:text-brand-400">
                  <span className="group-open:hidden">Show details</span>
                  <span className="hidden group-open:inline">Hide details</span>
                  <Chevron />
                </span>
              </summary>
              <div className="grid gap-4 border-t border-slate-200 p-4 md:grid-cols-2 dark:border-slate-800">
                {/* Outside the summary: a link inside it would also open and close the card. */}
                <p className="text-sm md:col-span-2">
                  <a
                    href={youtubeVideoUrl(r.videoId)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-brand-700 underline dark:text-brand-400"
                  >
                    Watch on YouTube<span className="sr-only">: {r.videoTitle}</span>
                  </a>
                </p>
                <List title="Actionable insights" items={r.actionableInsights} />
                <List
                  title="Viewer requests"
                  items={r.requests.map((q) => `${q.topic} (${countOf(q.count, "comment")})`)}
                />
                <List title="Top positive comments" items={r.topPositiveComments} />
                <List title="Top negative comments" items={r.topNegativeComments} />
                <List title="Common themes" items={r.commonThemes} />
                <List title="Emotional triggers" items={r.emotionalTriggers} />
                <List title="Questions viewers asked" items={r.questions.map((q) => q.text)} />
                <p className="text-xs text-slate-600 md:col-span-2 dark:text-slate-400">
                  {countOf(r.scoredComments, "comment")} scored
                  {r.ranked
                    ? ""
                    : ` (fewer than ${minScoredToRank}: not ranked for Most Positive Video or the trend)`};{" "}
                  {countOf(r.spamCount, "spam comment")} left out; {r.unreadCount} in languages not read counted apart.
                </p>
                <div className="md:col-span-2">
                  <AudienceLanguages languages={r.languages} />
                </div>
              </div>
            </details>
          </Card>
        </li>
      ))}
    </ul>
  );
}
