import type { ReactNode } from "react";
import { EstimateBadge } from "~/components/legal/estimate-badge";
import { compactNumber, countOf, wholeNumber } from "~/lib/format";
import type { SeriesView } from "../series.engines.server";

function Fact({ label, children, estimate = false }: { label: string; children: ReactNode; estimate?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {label}
        {/* A figure Vidwise computed, not one YouTube reports. */}
        {estimate ? (
          <>
            {" "}
            <EstimateBadge className="ml-1 normal-case tracking-normal" />
          </>
        ) : null}
      </dt>
      <dd className="mt-0.5 text-sm break-words text-slate-800 dark:text-slate-200">{children}</dd>
    </div>
  );
}

/** What Analyze Library measured about a series, each line with its numbers. */
export function SeriesInsights({ series }: { series: SeriesView }) {
  const a = series.analysis;
  const guidance = series.guidance;
  return (
    <section aria-label={`Measurements of ${series.title}`} className="space-y-4">
      {guidance.flags.length > 0 ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-semibold">Outside the guidance (4-8 videos, 3-7 days apart)</p>
          <ul className="mt-1 list-disc pl-5">
            {guidance.flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-green-800 dark:text-green-300">
          Within the guidance: {countOf(guidance.videos, "video")}
          {guidance.daysApart !== null
            ? `, released ${countOf(Math.round(guidance.daysApart), "day")} apart (median)`
            : ""}
          .
        </p>
      )}
      {a === null ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Run Analyze Library to measure this series: views, watch time, viewer flow, what viewers ask for and a
          forecast for the next episode.
        </p>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Fact label="Published videos">{wholeNumber(a.videos)}</Fact>
            <Fact label="Total views">{wholeNumber(a.totalViews)}</Fact>
            <Fact label="Average views">{a.averageViews === null ? "—" : compactNumber(a.averageViews)}</Fact>
            <Fact label="Watch time">{series.estimatedWatchTime ?? "—"}</Fact>
          </dl>
          <dl className="grid gap-3 md:grid-cols-2">
            <Fact label="Viewer flow">
              <p>{a.flowSummary}</p>
              {a.flow.length > 1 ? (
                <ol className="mt-2 space-y-1" aria-label="Views of each part against the first">
                  {a.flow.map((point) => (
                    <li key={point.videoId} className="flex items-center gap-2 text-xs">
                      <span className="w-14 shrink-0 tabular-nums">Part {point.position}</span>
                      <span
                        className="h-2 min-w-0 flex-1 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
                        aria-hidden="true"
                      >
                        <span
                          className="block h-full bg-brand-600 dark:bg-brand-400"
                          style={{ width: `${Math.min(100, point.ratio * 100)}%` }}
                        />
                      </span>
                      <span className="w-28 shrink-0 text-right tabular-nums">
                        {compactNumber(point.views)} ({Math.round(point.ratio * 100)}%)
                      </span>
                    </li>
                  ))}
                </ol>
              ) : null}
            </Fact>
            <Fact label="Suggested next episodes">
              {a.nextEpisodes.length > 0 ? (
                <ul className="list-disc space-y-0.5 pl-5">
                  {a.nextEpisodes.map((n) => (
                    <li key={n.text}>{n.text}</li>
                  ))}
                </ul>
              ) : null}
              {a.requestsNote ? <p className="mt-1 text-slate-600 dark:text-slate-400">{a.requestsNote}</p> : null}
            </Fact>
            <Fact label="Estimated views, next episode" estimate>
              {a.estimatedViews ? (
                <>
                  {a.estimatedViews}
                  {a.forecastTitle ? (
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      Forecast for “{a.forecastTitle}”
                    </span>
                  ) : null}
                </>
              ) : (
                (a.estimatedViewsNote ?? "—")
              )}
            </Fact>
            <Fact label="Estimated completion">{series.estimatedCompletionTime}</Fact>
            <Fact label="Suggested title format">{a.suggestedTitleFormat}</Fact>
            <Fact label="Suggested thumbnail style">{a.suggestedThumbnailStyle}</Fact>
            <Fact label="Target audience">{a.targetAudience}</Fact>
            <Fact label="Topics">{series.topics.length > 0 ? series.topics.join(", ") : "—"}</Fact>
          </dl>
        </>
      )}
      {a === null ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Estimated completion: {series.estimatedCompletionTime}
        </p>
      ) : null}
    </section>
  );
}
