import type { ReactNode } from "react";
import { EstimateBadge } from "~/components/legal/estimate-badge";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CopyButton } from "~/components/ui/copy-button";
import { TextField } from "~/components/ui/text-field";
import { EVIDENCE_LABELS, MAX_SERIES_TITLE, trendScoreTone } from "../messages";
import type { ContentIdea, Evidence } from "../idea-shapes";

const TONE_CLASSES = {
  green: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  red: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
} as const;

const SELECT =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

function EvidenceItem({ item }: { item: Evidence }) {
  const label = EVIDENCE_LABELS[item.kind] ?? item.kind;
  const external = item.href?.startsWith("https://");
  return (
    <li className="break-words">
      <span className="mr-2 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        {label}
      </span>
      {item.href ? (
        <a
          href={item.href}
          className="text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700 dark:text-brand-400"
          {...(external ? { target: "_blank", rel: "noreferrer" } : {})}
        >
          <bdi>{item.text}</bdi>
        </a>
      ) : (
        <bdi>{item.text}</bdi>
      )}
    </li>
  );
}

function Fact({ label, children, detail }: { label: string; children: ReactNode; detail?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">{label}</dt>
      {children === null ? null : <dd className="mt-0.5 font-semibold break-words">{children}</dd>}
      {detail ? <dd className="mt-0.5 text-xs break-words text-slate-600 dark:text-slate-400">{detail}</dd> : null}
    </div>
  );
}

/** One idea: its title (copyable), the measured figures, the evidence with links, and what to do with it. */
export function IdeaCard({
  idea,
  series,
  busy,
  readOnly = false,
}: {
  idea: ContentIdea;
  series: { id: string; title: string }[];
  busy: boolean;
  /** The person's role may not save or dismiss (a viewer): the idea is shown without those forms. */
  readOnly?: boolean;
}) {
  const tone = trendScoreTone(idea.trendScore);
  const headingId = `idea-${idea.id}`;
  return (
    <article aria-labelledby={headingId}>
      <Card className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="row-title">
            <h3 id={headingId} className="text-lg font-semibold break-words">
              {idea.title}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">Topic: {idea.topic}</p>
            {/* Said where it shows: thin evidence ranks lower, and the reasoning says what would help. */}
            {idea.evidenceStrength === "thin" ? (
              <p className="mt-1 text-xs font-semibold text-amber-800 dark:text-amber-300">Thin evidence</p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-3 py-1 text-sm font-bold tabular-nums ${TONE_CLASSES[tone]}`}
              title="Trend score: 100 × (1 − e^(−score ÷ 2))"
            >
              Trend score {idea.trendScore}
            </span>
            {/* The score, difficulty and estimated views of an idea are all Vidwise's. */}
            <EstimateBadge />
            <CopyButton text={idea.title} label="Copy title" />
          </div>
        </div>

        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Fact label="Difficulty" detail={idea.difficultyReason}>
            {idea.difficulty}
          </Fact>
          <Fact
            label={
              idea.forecast?.perIdea === false
                ? "Typical views of a new upload (28 days, 80% range)"
                : "Estimated views (28 days, 80% range)"
            }
            detail={
              idea.forecast
                ? `Expected ${idea.forecast.expected.toLocaleString("en-US")}, from Video Forecast`
                : undefined
            }
          >
            {idea.estimatedViews}
          </Fact>
          {/* Large type holds the short answer, the sentence explains it (a batch made before the
              short answer was kept has the sentence alone). */}
          <Fact label="Best upload time" detail={idea.bestUploadTime}>
            {idea.bestUploadSlot === undefined ? null : (idea.bestUploadSlot ?? "Any time: none stands out")}
          </Fact>
        </dl>

        <div>
          <h4 className="text-sm font-semibold">Why this idea</h4>
          <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">{idea.reasoning}</p>
        </div>

        <details className="group">
          <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:underline dark:text-brand-400">
            Evidence ({idea.evidence.length}) and how the title was written
          </summary>
          <ul className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-300">
            {idea.evidence.map((item, i) => (
              <EvidenceItem key={i} item={item} />
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{idea.titleNote}</p>
          {idea.titlePatterns.length > 0 ? (
            <ul className="mt-1 list-disc space-y-1 pl-5 text-xs text-slate-600 dark:text-slate-400">
              {idea.titlePatterns.map((p) => (
                <li key={`${p.feature}-${p.label}`}>
                  {p.label}: {p.effectText}
                </li>
              ))}
            </ul>
          ) : null}
        </details>

        {idea.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {idea.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}

        {readOnly ? null : (
          <div className="grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-[1fr_auto] dark:border-slate-800">
            <Form
              method="post"
              className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
              aria-label={`Save “${idea.title}” to a series`}
            >
              <input type="hidden" name="intent" value="save-series" />
              <input type="hidden" name="ideaId" value={idea.id} />
              <label className="block min-w-0 text-sm font-medium text-slate-800 dark:text-slate-200">
                Series
                <select name="seriesId" className={SELECT} defaultValue={series[0]?.id ?? "new"} disabled={busy}>
                  {series.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.title}
                    </option>
                  ))}
                  <option value="new">New series</option>
                </select>
              </label>
              <TextField
                label="New series title"
                name="newSeriesTitle"
                maxLength={MAX_SERIES_TITLE}
                placeholder="Only for New series"
                disabled={busy}
                className="min-w-0"
              />
              <Button type="submit" variant="secondary" disabled={busy}>
                Save to series
              </Button>
            </Form>
            <Form method="post" className="flex items-end">
              <input type="hidden" name="intent" value="dismiss" />
              <input type="hidden" name="ideaId" value={idea.id} />
              <Button type="submit" variant="ghost" disabled={busy} aria-label={`Dismiss “${idea.title}”`}>
                Dismiss
              </Button>
            </Form>
          </div>
        )}
      </Card>
    </article>
  );
}
