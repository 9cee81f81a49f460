import { Card } from "~/components/ui/card";
import { ClampedText } from "~/components/ui/clamped-text";
import { CopyButton } from "~/components/ui/copy-button";
import { lastRunText } from "~/lib/format";
import type { RewriteResult } from "../rewriter.engines.server";

function Measure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-slate-600 dark:text-slate-400">{hint}</dd> : null}
    </div>
  );
}

function Chips({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600 dark:text-slate-400">{label}:</span>
      {items.map((item) => (
        <span key={item} className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">
          {item}
        </span>
      ))}
    </div>
  );
}

/** One rewrite (spec §3 "Rewrite result"): its measurements, the new text, and what changed. */
export function RewriteCard({ item, now }: { item: RewriteResult; now: Date }) {
  const when = lastRunText(item.createdAt, now);
  return (
    <Card>
      <article aria-label={`Rewrite of ${item.originalTitle}`} className="space-y-4">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="text-lg font-semibold wrap-anywhere">{item.originalTitle}</h3>
            <p className="text-xs text-slate-600 dark:text-slate-400">Rewritten {when}</p>
          </div>
          <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
            {item.estimatedRankingImprovement}
          </span>
        </header>

        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Measure label="SEO score" value={`${item.seoScore}/100`} hint={`was ${item.seoScoreBefore}/100`} />
          <Measure label="Readability" value={`${item.readabilityScore}/100`} hint="Flesch reading ease" />
          <Measure label="Keyword density" value={`${item.keywordDensity.toFixed(1)}%`} hint="target 2-3%" />
          <Measure label="Rules fixed" value={String(item.rulesFixed)} hint="checklist rules newly passed" />
        </dl>

        <Chips label="Target keywords" items={item.targetKeywords} />
        <Chips label="Keywords added" items={item.keywordsAdded} />

        <section aria-label="Rewritten description" className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
          <div className="mb-2 flex items-center justify-between gap-2">
            <h4 className="font-semibold">Rewritten description</h4>
            <CopyButton text={item.rewrittenDescription} />
          </div>
          <ClampedText text={item.rewrittenDescription} />
        </section>

        {item.improvements.length > 0 ? (
          <section aria-label="What changed">
            <h4 className="text-sm font-semibold">What changed</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
              {item.improvements.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-label="Checklist">
          <h4 className="text-sm font-semibold">Checklist after the rewrite</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {item.checklist.map((rule) => (
              <li key={rule.id} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className={
                    rule.passed ? "text-emerald-700 dark:text-emerald-400" : "text-amber-700 dark:text-amber-400"
                  }
                >
                  {rule.passed ? "✓" : "!"}
                </span>
                <span>
                  <span className="sr-only">{rule.passed ? "Passed: " : "Not met: "}</span>
                  <span className="font-medium">{rule.label}</span> ({rule.points}/{rule.maxPoints}) — {rule.detail}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <p className="text-sm text-slate-700 dark:text-slate-300">{item.reasoning}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{item.keywordEvidence}</p>

        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Original description</summary>
          <p className="mt-2 whitespace-pre-line break-words text-slate-700 dark:text-slate-300">
            {item.originalDescription}
          </p>
        </details>
      </article>
    </Card>
  );
}
