import { EstimateBadge } from "~/components/legal/estimate-badge";
import { Card } from "~/components/ui/card";
import { youtubeVideoUrl } from "~/lib/legal";
import type { StoredSuggestion } from "../optimizer.engines.server";

const CATEGORY_STYLE: Record<StoredSuggestion["category"], string> = {
  "High Impact": "bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  "Medium Impact": "bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  "Low Impact": "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

/** One suggestion (spec §3 "Optimization suggestion"), with the channel's own numbers behind it. */
export function SuggestionCard({ item }: { item: StoredSuggestion }) {
  return (
    <Card>
      <article aria-label={`Suggestion for ${item.title}`} className="space-y-3">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide wrap-anywhere text-slate-600 uppercase dark:text-slate-400">
              {item.type === "title" ? "Title" : "Thumbnail"} ·{" "}
              <a
                href={youtubeVideoUrl(item.videoId)}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:underline"
              >
                {item.title}
              </a>
            </p>
          </div>
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${CATEGORY_STYLE[item.category]}`}>
            {item.category}
          </span>
        </header>
        <dl className="grid gap-3 text-sm md:grid-cols-2">
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">Current</dt>
            <dd className="wrap-anywhere">{item.current}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">Suggested</dt>
            <dd className="font-medium wrap-anywhere">{item.suggested}</dd>
          </div>
        </dl>
        <p className="text-sm text-slate-700 dark:text-slate-300">{item.reasoning}</p>
        {/* The expected improvement and its confidence are ours, computed from the channel's videos. */}
        <EstimateBadge />
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-slate-600 dark:text-slate-400">Expected:</dt>
            <dd className="font-semibold">{item.expectedCTRImprovement}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-600 dark:text-slate-400">Confidence:</dt>
            <dd className="font-semibold">{item.confidence}%</dd>
          </div>
        </dl>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Confidence is the share of 2,000 bootstrap resamples of your videos in which the change helped. Test it:
          change this one element and compare for at least 48 hours.
        </p>
      </article>
    </Card>
  );
}
