import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ErrorBox } from "~/components/ui/error-box";
import { wholeNumber } from "~/lib/format";
import type { ChannelOverview } from "../overview.server";
import type { ImportOutcome } from "../studio-import/outcome";
import { useViewerFormat } from "~/lib/use-viewer-format";

const KIND_LABELS = { table: "Table data", chart: "Chart data", totals: "Totals" } as const;

function OutcomeReport({ outcome }: { outcome: ImportOutcome }) {
  const { date } = useViewerFormat();
  if (outcome.status === "duplicate") {
    return (
      <p className="text-sm">
        <strong>{outcome.fileName}</strong>: already imported
        {outcome.previousImportAt ? ` on ${date(outcome.previousImportAt)}` : ""}; nothing changed.
      </p>
    );
  }
  if (outcome.fileErrors.length > 0) {
    return (
      <ErrorBox title={`${outcome.fileName} was not imported`}>
        <ul className="list-disc pl-5">
          {outcome.fileErrors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </ErrorBox>
    );
  }
  return (
    <div className="space-y-2 text-sm">
      <p>
        <strong>{outcome.fileName}</strong> ({outcome.kind ? KIND_LABELS[outcome.kind] : "unknown"}):{" "}
        {wholeNumber(outcome.added)} added, {wholeNumber(outcome.updated)} updated, {wholeNumber(outcome.unchanged)}{" "}
        unchanged, {wholeNumber(outcome.skipped)} skipped.
      </p>
      {outcome.unknownColumns.length > 0 ? (
        <p className="text-slate-600 dark:text-slate-400">Columns not used: {outcome.unknownColumns.join(", ")}.</p>
      ) : null}
      {outcome.warnings.map((w) => (
        <p key={w} className="text-slate-600 dark:text-slate-400">
          {w}
        </p>
      ))}
      {outcome.rowErrors.length > 0 ? (
        <details className="rounded-lg border border-amber-300 p-3 dark:border-amber-700">
          <summary className="cursor-pointer font-semibold">
            {wholeNumber(outcome.rowErrors.length)} problem{outcome.rowErrors.length === 1 ? "" : "s"} in rows
          </summary>
          <table className="mt-2 w-full text-left text-xs">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-2">
                  Row
                </th>
                <th scope="col" className="py-1 pr-2">
                  Column
                </th>
                <th scope="col" className="py-1">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {outcome.rowErrors.slice(0, 50).map((e) => (
                <tr key={`${e.row}-${e.column}`} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="py-1 pr-2 tabular-nums">{e.row}</td>
                  <td className="py-1 pr-2">{e.column}</td>
                  <td className="py-1">{e.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {outcome.rowErrors.length > 50 ? <p className="mt-1 text-xs">The first 50 are shown.</p> : null}
        </details>
      ) : null}
    </div>
  );
}

export function StudioImportCard({
  history,
  outcomes,
  error,
  demoMessage,
  refusal = null,
}: {
  history: ChannelOverview["imports"];
  /** The role's words when this person may not import (a viewer): the history, without the form. */
  refusal?: string | null;
  /** Set in the demo: why there is no upload form (imports are refused there). */
  demoMessage?: string | null;
  outcomes?: ImportOutcome[];
  error?: string | null;
}) {
  const navigation = useNavigation();
  const { dateTime } = useViewerFormat();
  const importing = navigation.state !== "idle" && navigation.formData?.get("intent") === "import-studio";
  return (
    <Card>
      <h2 className="text-lg font-semibold">Import from YouTube Studio</h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        In YouTube Studio open Analytics → Advanced mode, choose your columns and period, then Export current view →
        Comma-separated values. Unzip it and upload <em>Table data.csv</em>, <em>Chart data.csv</em> and{" "}
        <em>Totals.csv</em> (any of them, up to 5 MB each). Revenue, impressions and click-through rate come only from
        these exports.
      </p>
      {demoMessage ? (
        <p className="mt-4 text-sm font-medium">{demoMessage}</p>
      ) : refusal ? (
        <p className="mt-4 text-sm font-medium" data-testid="studio-role-note">
          An owner or manager of this workspace can import Studio exports here.
        </p>
      ) : (
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="import-studio" />
          <div>
            <label htmlFor="studio-files" className="mb-1 block text-sm font-medium">
              Studio export files (.csv)
            </label>
            <input
              id="studio-files"
              name="files"
              type="file"
              accept=".csv,text/csv"
              multiple
              required
              className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold dark:file:bg-slate-800 dark:file:text-slate-100"
            />
          </div>
          {error ? <ErrorBox>{error}</ErrorBox> : null}
          <Button type="submit" disabled={importing}>
            {importing ? "Importing..." : "Import"}
          </Button>
        </Form>
      )}
      {outcomes && outcomes.length > 0 ? (
        <div className="mt-4 space-y-3" role="status" aria-live="polite">
          {outcomes.map((o) => (
            <OutcomeReport key={`${o.fileName}-${o.importId}`} outcome={o} />
          ))}
        </div>
      ) : null}
      {history.length > 0 ? (
        <div className="mt-6 overflow-x-auto">
          <h3 className="text-sm font-semibold">Import history</h3>
          <table className="mt-2 w-full text-left text-sm">
            <thead className="text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  When
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  File
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Added
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Updated
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Unchanged
                </th>
                <th scope="col" className="py-1 font-medium">
                  Skipped
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((i) => (
                <tr key={i.id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="py-1 pr-3 whitespace-nowrap">{dateTime(i.createdAt)}</td>
                  <td className="py-1 pr-3">
                    {i.fileName}{" "}
                    {i.status === "failed" ? <span className="text-red-700 dark:text-red-400">(failed)</span> : null}
                  </td>
                  <td className="py-1 pr-3 tabular-nums">{wholeNumber(i.rowsAdded)}</td>
                  <td className="py-1 pr-3 tabular-nums">{wholeNumber(i.rowsUpdated)}</td>
                  <td className="py-1 pr-3 tabular-nums">{wholeNumber(i.rowsUnchanged)}</td>
                  <td className="py-1 tabular-nums">{wholeNumber(i.rowsSkipped)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
