import { Form } from "react-router";
import { IntervalChart } from "~/components/charts/interval-chart";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { wholeNumber } from "~/lib/format";
import type { AbTest } from "../ab-tests.engines.server";

const LETTERS = ["A", "B", "C"];
/** Past this many characters YouTube cuts a title on phones (the spec's best practice). */
const MOBILE_TITLE = 60;

/** A title variant that phones will cut says so beside its name. */
function MobileCut({ test, name }: { test: AbTest; name: string }) {
  const length = [...name].length;
  if (test.element !== "title" || length <= MOBILE_TITLE) return null;
  return (
    <span className="ml-1 text-xs font-normal text-amber-700 dark:text-amber-400">
      ({length} characters: cut on mobile)
    </span>
  );
}
const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)}%`;

function Verdict({ test }: { test: AbTest }) {
  if (test.metric === "watch-share") {
    if (test.variants.some((v) => v.watchShare === null))
      return <p className="text-sm">Enter each variant&apos;s watch time share from Test &amp; Compare.</p>;
    return (
      <p className="text-sm">
        {test.watchShareLeader ? (
          <>
            <strong>{test.watchShareLeader}</strong> has the highest watch time share.
          </>
        ) : (
          "The variants have the same watch time share."
        )}{" "}
        YouTube judges Test &amp; Compare by watch time share and reports no counts, so no interval or p-value can be
        computed from shares alone.
      </p>
    );
  }
  const e = test.evaluation;
  if (!e) return <p className="text-sm">Record each variant&apos;s impressions and clicks to see the result.</p>;
  return (
    <div className="space-y-1 text-sm" role="status">
      {e.winner ? (
        <p>
          <strong>Winner: {e.winner}</strong> (p = {e.pValue.toPrecision(3)}, probability best{" "}
          {pct(e.variants.find((v) => v.name === e.winner)?.probabilityBest ?? 0, 1)}).
        </p>
      ) : (
        <p>
          <strong>No winner yet</strong> (p = {e.pValue.toPrecision(3)}).{" "}
          {e.impressionsNeeded !== null
            ? `Keep running: about ${wholeNumber(e.impressionsNeeded)} more impressions needed to detect the difference seen so far (80% power, α 0.05).`
            : "Keep running: the variants perform the same so far, so no number of impressions can be named yet."}
        </p>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        A winner needs p &lt; 0.05 (two-proportion test; chi-square for three variants) and a 95% or higher probability
        of being best (Beta–Binomial posterior).
      </p>
    </div>
  );
}

function ResultsForm({ test, busy, readOnly }: { test: AbTest; busy: boolean; readOnly: boolean }) {
  // Read only (a viewer): the recorded figures stay visible in the fields, with nothing to send.
  const locked = busy || readOnly;
  return (
    <Form method="post" className="space-y-3" aria-label={`Record results of ${test.name}`}>
      <input type="hidden" name="intent" value="record-results" />
      <input type="hidden" name="testId" value={test.id} />
      <div className="grid gap-3 md:grid-cols-3">
        {test.variants.map((v, i) => (
          <fieldset key={v.position} className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
            <legend className="px-1 text-sm font-semibold">
              {LETTERS[i]}: {v.name}
              <MobileCut test={test} name={v.name} />
            </legend>
            {test.metric === "ctr" ? (
              <>
                <NumberInput label="Impressions" name={`impressions${i}`} value={v.impressions} disabled={locked} />
                <NumberInput label="Clicks" name={`clicks${i}`} value={v.clicks} disabled={locked} />
              </>
            ) : (
              <NumberInput
                label="Watch time share (%)"
                name={`watchShare${i}`}
                value={v.watchShare ?? ""}
                disabled={locked}
                step="0.01"
              />
            )}
            <DateInput label="Live from" name={`liveFrom${i}`} value={v.liveFrom} disabled={locked} />
            <DateInput label="Live to" name={`liveTo${i}`} value={v.liveTo} disabled={locked} />
          </fieldset>
        ))}
      </div>
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={busy}>
            Save results
          </Button>
          {test.metric === "ctr" && test.videoId ? (
            <Button type="submit" size="sm" variant="secondary" name="intent" value="studio-fill" disabled={busy}>
              Read from Studio for the live dates
            </Button>
          ) : null}
        </div>
      )}
    </Form>
  );
}

function NumberInput({
  label,
  name,
  value,
  disabled,
  step = "1",
}: {
  label: string;
  name: string;
  value: number | string;
  disabled: boolean;
  step?: string;
}) {
  return (
    <label className="block text-xs text-slate-700 dark:text-slate-300">
      {label}
      <input
        type="number"
        min="0"
        step={step}
        inputMode="decimal"
        name={name}
        defaultValue={value}
        disabled={disabled}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
    </label>
  );
}

function DateInput({
  label,
  name,
  value,
  disabled,
}: {
  label: string;
  name: string;
  value: string | null;
  disabled: boolean;
}) {
  return (
    <label className="block text-xs text-slate-700 dark:text-slate-300">
      {label}
      <input
        type="date"
        name={name}
        defaultValue={value ?? ""}
        disabled={disabled}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
    </label>
  );
}

/** One A/B test: each variant's CTR with its 95% interval and chance of being best, the verdict, and its results form. */
export function AbTestCard({
  test,
  busy,
  videoTitle,
  readOnly = false,
}: {
  test: AbTest;
  busy: boolean;
  videoTitle: string | null;
  /** The person's role may not change tests (a viewer): no Delete, the results shown without their buttons. */
  readOnly?: boolean;
}) {
  const e = test.evaluation;
  if (test.onYouTube) return <YouTubeTestCard test={test} busy={busy} readOnly={readOnly} />;
  return (
    <Card>
      <article aria-label={`A/B test ${test.name}`} className="space-y-4">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold wrap-anywhere">{test.name}</h3>
            <p className="text-xs wrap-anywhere text-slate-600 dark:text-slate-400">
              {test.element === "title" ? "Title" : "Thumbnail"} test ·{" "}
              {test.metric === "ctr" ? "impressions and clicks" : "watch time share"}
              {videoTitle ? ` · ${videoTitle}` : ""}
            </p>
          </div>
          {readOnly ? null : <DeleteTestForm test={test} busy={busy} />}
        </header>
        {e ? (
          <IntervalChart
            caption="Each variant's CTR (dot) and its 95% interval (line); the variant most likely best is highlighted."
            format={(v) => pct(v)}
            rows={e.variants.map((v, i) => ({
              label: `${LETTERS[i]}: ${v.name}`,
              value: v.ctr,
              low: v.ctrLow,
              high: v.ctrHigh,
              emphasis: v.probabilityBest === Math.max(...e.variants.map((w) => w.probabilityBest)),
            }))}
          />
        ) : null}
        {e ? (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Results of ${test.name}`}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Results of {test.name}</caption>
              <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Variant
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Impressions
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    CTR
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    95% interval
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Probability best
                  </th>
                </tr>
              </thead>
              <tbody>
                {e.variants.map((v, i) => (
                  <tr key={v.name} className="border-t border-slate-200 dark:border-slate-800">
                    <th scope="row" className="py-2 pr-3 font-medium break-words">
                      {LETTERS[i]}: {v.name}
                      <MobileCut test={test} name={v.name} />
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {wholeNumber(test.variants[i]?.impressions ?? 0)}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{pct(v.ctr)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {pct(v.ctrLow)} – {pct(v.ctrHigh)}
                    </td>
                    <td className="py-2 text-right tabular-nums">{pct(v.probabilityBest, 1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <Verdict test={test} />
        <ResultsForm test={test} busy={busy} readOnly={readOnly} />
      </article>
    </Card>
  );
}

/** A test run on YouTube: what is live, how it is judged, how it ended, and "keep this title". */
function YouTubeTestCard({ test, busy, readOnly }: { test: AbTest; busy: boolean; readOnly: boolean }) {
  const running = test.state === "running";
  return (
    <Card>
      <article
        aria-label={`${test.element === "title" ? "Title" : "Thumbnail"} test on YouTube ${test.name}`}
        className="space-y-3"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold break-words">{test.name}</h3>
          {running || readOnly ? null : <DeleteTestForm test={test} busy={busy} />}
        </header>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {running
            ? `Running on YouTube: one whole day per ${test.element} in turn, judged on ${test.judge === "views" ? "views per day (a Short)" : "the reach report's impressions and CTR"} after every day.`
            : (test.outcome ?? "Ended.")}
        </p>
        <ul className="space-y-2 text-sm">
          {test.variants.map((v) => (
            <li key={v.position} className="flex flex-wrap items-center justify-between gap-2">
              <span className="break-words">
                {LETTERS[v.position]}: {v.name}
                {test.livePosition === v.position ? " (on YouTube now)" : ""}
              </span>
              {running && !readOnly ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="youtube-apply" />
                  <input type="hidden" name="testId" value={test.id} />
                  <input type="hidden" name="variant" value={v.position} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Keep “${v.name}” on YouTube and end the test`}
                  >
                    Keep this {test.element}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      </article>
    </Card>
  );
}

/** The test's Delete button: its own small form, so it works without JavaScript. */
function DeleteTestForm({ test, busy }: { test: { id: string; name: string }; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="delete-test" />
      <input type="hidden" name="testId" value={test.id} />
      <Button type="submit" size="sm" variant="ghost" disabled={busy} aria-label={`Delete the test ${test.name}`}>
        Delete
      </Button>
    </Form>
  );
}
