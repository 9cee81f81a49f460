import { useState } from "react";
import { Card } from "~/components/ui/card";
import type { SentimentRecord } from "../report.server";

// Spec §9: sentiment 8+ green, 6+ amber, else red.
export function scoreClass(score: number) {
  if (score >= 8) return "text-green-700 dark:text-green-400";
  if (score >= 6) return "text-amber-700 dark:text-amber-400";
  return "text-red-700 dark:text-red-400";
}

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One card per video; one open at a time (spec §2). Native <details> keeps them usable without
 * JavaScript; with it, opening one closes the others.
 */
export function SentimentCards({ records }: { records: SentimentRecord[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="space-y-3">
      {records.map((r) => (
        <li key={r.id}>
          <Card className="p-0">
            <details
              open={open === r.id}
              onToggle={(event) => {
                const isOpen = (event.currentTarget as HTMLDetailsElement).open;
                if (isOpen) setOpen(r.id);
                else if (open === r.id) setOpen(null);
              }}
            >
              <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 p-4 [&::-webkit-details-marker]:hidden">
                <span className="min-w-0 flex-1 font-semibold">{r.videoTitle}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{r.totalComments} comments</span>
                <span className="text-sm">
                  <span className="text-green-700 dark:text-green-400">{r.sentimentBreakdown.positive}% positive</span> ·{" "}
                  <span className="text-slate-600 dark:text-slate-400">{r.sentimentBreakdown.neutral}% neutral</span> ·{" "}
                  <span className="text-red-700 dark:text-red-400">{r.sentimentBreakdown.negative}% negative</span>
                </span>
                <span className={`text-lg font-bold tabular-nums ${scoreClass(r.sentimentScore)}`}>{r.sentimentScore.toFixed(1)}/10</span>
              </summary>
              <div className="grid gap-4 border-t border-slate-200 p-4 md:grid-cols-2 dark:border-slate-800">
                <List title="Actionable insights" items={r.actionableInsights} />
                <List title="Viewer requests" items={r.requests.map((q) => `${q.topic} (${q.count})`)} />
                <List title="Top positive comments" items={r.topPositiveComments} />
                <List title="Top negative comments" items={r.topNegativeComments} />
                <List title="Common themes" items={r.commonThemes} />
                <List title="Emotional triggers" items={r.emotionalTriggers} />
                <List title="Questions viewers asked" items={r.questions.map((q) => q.text)} />
                <p className="text-xs text-slate-600 md:col-span-2 dark:text-slate-400">
                  {r.spamCount} spam comment{r.spamCount === 1 ? "" : "s"} left out; {r.nonEnglishCount} in other languages counted apart.
                </p>
              </div>
            </details>
          </Card>
        </li>
      ))}
    </ul>
  );
}
