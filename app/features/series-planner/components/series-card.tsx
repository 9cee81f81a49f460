import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ErrorBox } from "~/components/ui/error-box";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { compactNumber, countOf, nounFor } from "~/lib/format";
import { MAX_DESCRIPTION_CHARACTERS, MAX_TITLE_CHARACTERS } from "../messages";
import type { SeriesView, UploadChoice } from "../series.engines.server";
import { SeriesInsights } from "./series-insights";
import { ProgressBar, StatusBadge } from "./status-badge";
import { VideoList, seriesAction } from "./video-list";
import { useViewerFormat } from "~/lib/use-viewer-format";

function AddVideoForms({ series, uploads, busy }: { series: SeriesView; uploads: UploadChoice[]; busy: boolean }) {
  const { date } = useViewerFormat();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Form
        method="post"
        action={seriesAction(series.id)}
        preventScrollReset
        className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
        aria-label={`Add an upload to ${series.title}`}
      >
        <input type="hidden" name="intent" value="add-upload" />
        <input type="hidden" name="seriesId" value={series.id} />
        <h4 className="font-semibold">Add one of your uploads</h4>
        {uploads.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Every upload of your channel is already in a series (or no channel is connected).
          </p>
        ) : (
          <>
            <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              Upload
              <select
                name="videoId"
                required
                disabled={busy}
                className="mt-1 block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
              >
                {uploads.map((u) => (
                  <option key={u.id} value={u.id}>
                    {date(u.publishedAt)} · {u.title}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" size="sm" disabled={busy}>
              Add Video
            </Button>
          </>
        )}
      </Form>
      <Form
        method="post"
        action={seriesAction(series.id)}
        preventScrollReset
        className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
        aria-label={`Plan a video for ${series.title}`}
      >
        <input type="hidden" name="intent" value="add-planned" />
        <input type="hidden" name="seriesId" value={series.id} />
        <h4 className="font-semibold">Plan a new video</h4>
        <TextField
          label="Planned title"
          name="title"
          maxLength={MAX_TITLE_CHARACTERS}
          required
          disabled={busy}
          placeholder="e.g. Part 6: The finished build"
        />
        <TextAreaField
          label="Notes (optional)"
          name="description"
          rows={2}
          maxLength={MAX_DESCRIPTION_CHARACTERS}
          disabled={busy}
        />
        <Button type="submit" size="sm" disabled={busy}>
          Add Planned Video
        </Button>
      </Form>
    </div>
  );
}

/**
 * One series: its title, status and progress bar, and (when open) its measurements, videos and
 * Add Video forms. Opening is a link (?open=<id>), so one series is open at a time with or without JavaScript.
 */
export function SeriesCard({
  series,
  open,
  uploads,
  busy,
  error,
  readOnly = false,
}: {
  series: SeriesView;
  open: boolean;
  uploads: UploadChoice[];
  busy: boolean;
  error: string | null;
  /** The person's role may not change series (a viewer): the series is shown without its forms. */
  readOnly?: boolean;
}) {
  const panelId = `series-panel-${series.id}`;
  const published = series.videos.filter((v) => v.status === "published").length;
  return (
    <Card id={`series-${series.id}`} className="space-y-4" aria-labelledby={`series-title-${series.id}`} role="article">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="row-title">
          <h3 id={`series-title-${series.id}`} className="text-lg font-semibold break-words">
            {series.title}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
            <StatusBadge status={series.status} />
            <span>{countOf(series.estimatedVideos, "video")}</span>
            {series.completionPercentage === null ? (
              <span>nothing planned yet</span>
            ) : (
              <span>
                {series.completionPercentage}% complete ({published} of {series.estimatedVideos} published)
              </span>
            )}
            {series.analysis && series.analysis.videos > 0 ? (
              <span>
                {compactNumber(series.analysis.totalViews)} {nounFor(series.analysis.totalViews, "view")}
              </span>
            ) : null}
            <span>{series.source === "analysis" ? "Found in your library" : "Added by you"}</span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Link
            to={open ? "/series-planner" : `${seriesAction(series.id)}#series-${series.id}`}
            preventScrollReset
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {open ? "Hide details" : "Show details"}
            <span className="sr-only"> of {series.title}</span>
          </Link>
          {readOnly ? null : (
            <Form
              method="post"
              action="/series-planner"
              onSubmit={(event) => {
                if (
                  !window.confirm(
                    `Delete the series “${series.title}” and its ${countOf(series.estimatedVideos, "video")}?`,
                  )
                )
                  event.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="delete-series" />
              <input type="hidden" name="seriesId" value={series.id} />
              <Button
                type="submit"
                variant="danger"
                size="sm"
                disabled={busy}
                aria-label={`Delete series ${series.title}`}
              >
                Delete
              </Button>
            </Form>
          )}
        </div>
      </div>
      {series.completionPercentage === null ? null : (
        <ProgressBar
          percent={series.completionPercentage}
          label={`${series.title}: ${series.completionPercentage}% published`}
        />
      )}
      {error ? <ErrorBox title="Could not save">{error}</ErrorBox> : null}
      {open ? (
        <div id={panelId} className="space-y-5 border-t border-slate-200 pt-4 dark:border-slate-800">
          {series.description ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{series.description}</p>
          ) : null}
          <SeriesInsights series={series} />
          <div className="space-y-3">
            <h4 className="font-semibold">Videos in order</h4>
            <VideoList series={series} busy={busy} readOnly={readOnly} />
          </div>
          {readOnly ? null : <AddVideoForms series={series} uploads={uploads} busy={busy} />}
        </div>
      ) : null}
    </Card>
  );
}
