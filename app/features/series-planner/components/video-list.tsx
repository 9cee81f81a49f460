import { Form, href } from "react-router";
import { EstimateBadge } from "~/components/legal/estimate-badge";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { ThumbnailImage } from "~/components/ui/thumbnail-image";
import { countOf } from "~/lib/format";
import { youtubeVideoUrl } from "~/lib/legal";
import { MAX_DESCRIPTION_CHARACTERS, MAX_TITLE_CHARACTERS, STATUS_OPTIONS } from "../messages";
import type { SeriesVideoView, SeriesView } from "../series.engines.server";
import { StatusBadge } from "./status-badge";
import { withQuery } from "~/lib/links";
import { useViewerFormat } from "~/lib/use-viewer-format";

/** Every form in a series posts back to the page with the series open, so it stays open without JavaScript. */
export const seriesAction = (seriesId: string) => withQuery(href("/series-planner"), { open: seriesId });

function Hidden({ intent, seriesId, entryId }: { intent: string; seriesId: string; entryId?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="seriesId" value={seriesId} />
      {entryId ? <input type="hidden" name="entryId" value={entryId} /> : null}
    </>
  );
}

function MoveButton({
  series,
  video,
  direction,
  disabled,
}: {
  series: SeriesView;
  video: SeriesVideoView;
  direction: "up" | "down";
  disabled: boolean;
}) {
  return (
    <Form method="post" action={seriesAction(series.id)} preventScrollReset>
      <Hidden intent="move-video" seriesId={series.id} entryId={video.id} />
      <input type="hidden" name="direction" value={direction} />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        disabled={disabled}
        aria-label={`Move ${video.title} ${direction}`}
      >
        <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span> {direction === "up" ? "Up" : "Down"}
      </Button>
    </Form>
  );
}

function EditForm({ series, video, busy }: { series: SeriesView; video: SeriesVideoView; busy: boolean }) {
  const isUpload = video.videoId !== null;
  return (
    <details className="group">
      <summary className="inline-flex cursor-pointer items-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800">
        Edit<span className="sr-only"> {video.title}</span>
      </summary>
      <Form
        method="post"
        action={seriesAction(series.id)}
        preventScrollReset
        className="mt-3 space-y-3"
        aria-label={`Edit ${video.title}`}
      >
        <Hidden intent="edit-video" seriesId={series.id} entryId={video.id} />
        <TextField
          label="Title"
          name="title"
          defaultValue={video.title}
          maxLength={MAX_TITLE_CHARACTERS}
          required
          disabled={busy}
        />
        <TextAreaField
          label="Description"
          name="description"
          defaultValue={video.description}
          rows={3}
          maxLength={MAX_DESCRIPTION_CHARACTERS}
          disabled={busy}
        />
        {isUpload ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Published on YouTube: its status and date come from your channel.
          </p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              Status
              <select
                name="status"
                defaultValue={video.status}
                disabled={busy}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
              >
                {STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              label="Publish date"
              name="publishDate"
              type="date"
              defaultValue={video.publishDate ?? ""}
              disabled={busy}
              hint="Leave empty when not scheduled."
            />
          </div>
        )}
        <Button type="submit" size="sm" disabled={busy}>
          Save Video
        </Button>
      </Form>
    </details>
  );
}

function RemoveButton({ series, video, busy }: { series: SeriesView; video: SeriesVideoView; busy: boolean }) {
  return (
    <Form
      method="post"
      action={seriesAction(series.id)}
      preventScrollReset
      onSubmit={(event) => {
        if (!window.confirm(`Remove “${video.title}” from ${series.title}?`)) event.preventDefault();
      }}
    >
      <Hidden intent="remove-video" seriesId={series.id} entryId={video.id} />
      <Button type="submit" variant="ghost" size="sm" disabled={busy} aria-label={`Remove ${video.title}`}>
        Remove
      </Button>
    </Form>
  );
}

/** The series' videos in order, each with up/down, edit and remove: plain forms, so all work without JavaScript. */
export function VideoList({
  series,
  busy,
  readOnly = false,
}: {
  series: SeriesView;
  busy: boolean;
  /** The person's role may not change the series (a viewer): the videos without their buttons. */
  readOnly?: boolean;
}) {
  // A publish date is a calendar day ("2026-11-20"): shown as words, never shifted by a zone.
  const { calendarDay } = useViewerFormat();
  if (series.videos.length === 0) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        No videos yet: add an upload or a planned video below.
      </p>
    );
  }
  return (
    <ol className="space-y-3" aria-label={`Videos of ${series.title}`}>
      {series.videos.map((video, i) => (
        <li
          key={video.id}
          id={`video-${video.id}`}
          className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
        >
          <div className="flex min-w-0 gap-3">
            <span
              className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold tabular-nums dark:bg-slate-800"
              aria-hidden="true"
            >
              {video.order}
            </span>
            {video.videoId ? (
              <ThumbnailImage
                src={video.thumbnailUrl}
                width={120}
                height={68}
                className="hidden aspect-video w-24 rounded sm:block"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">
                {video.videoId ? (
                  // A published part opens on YouTube.
                  <a
                    href={youtubeVideoUrl(video.videoId)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="hover:underline"
                  >
                    {video.title}
                  </a>
                ) : (
                  video.title
                )}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
                <StatusBadge status={video.status} />
                <span>
                  {video.publishDate
                    ? `${video.videoId ? "Published" : "Publish"} ${calendarDay(video.publishDate)}`
                    : "No date yet"}
                </span>
                {video.views !== null ? <span>{countOf(video.views, "view")}</span> : null}
                {video.estimatedViews ? (
                  <span>
                    Estimated: {video.estimatedViews} <EstimateBadge />
                  </span>
                ) : null}
              </p>
              {video.description ? (
                <p className="mt-1 line-clamp-2 text-sm break-words text-slate-700 dark:text-slate-300">
                  {video.description}
                </p>
              ) : null}
            </div>
          </div>
          {readOnly ? null : (
            <div className="mt-3 flex flex-wrap items-start gap-2">
              <MoveButton series={series} video={video} direction="up" disabled={busy || i === 0} />
              <MoveButton
                series={series}
                video={video}
                direction="down"
                disabled={busy || i === series.videos.length - 1}
              />
              <EditForm series={series} video={video} busy={busy} />
              <RemoveButton series={series} video={video} busy={busy} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
