import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { SHORTS_NOTE } from "../messages";
import { VideoSelect } from "./video-select";

/**
 * A title test run on YouTube itself: the video, 2-3 titles, "How long will it take?" (the
 * estimate from this channel's own impressions) and "Start on YouTube". Without consent to changes
 * the form says what to allow instead of offering the start.
 */
export function YouTubeTestForm({
  videos,
  busy,
  changesAllowed,
  estimate,
}: {
  videos: { id: string; title: string }[];
  busy: boolean;
  changesAllowed: boolean;
  estimate: string | null;
}) {
  return (
    <Form method="post" className="space-y-4" aria-label="Run a title test on YouTube">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Vidwise sets each title on YouTube in turn, one whole day of YouTube&apos;s reporting day (Pacific time) each,
        reads each day&apos;s impressions and CTR from YouTube&apos;s Reporting API, and stops when one title is clearly
        better (a sequential rule, so reading it every day does not invent winners) or when no clear answer can come,
        leaving the winner or the original on YouTube.
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{SHORTS_NOTE}</p>
      {changesAllowed ? null : (
        <p className="text-sm font-medium" role="note">
          To run tests on YouTube, an owner or manager ticks &ldquo;Allow Vidwise to make changes on YouTube&rdquo; when
          connecting with Google in <Link to="/account">Account Settings</Link>.
        </p>
      )}
      <VideoSelect videos={videos} busy={busy} />
      <div className="grid gap-4 md:grid-cols-3">
        <TextField label="Title A (set first)" name="title0" maxLength={100} required disabled={busy} />
        <TextField label="Title B" name="title1" maxLength={100} required disabled={busy} />
        <TextField label="Title C (optional)" name="title2" maxLength={100} disabled={busy} />
      </div>
      {estimate ? (
        <p className="text-sm" role="status">
          {estimate}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="youtube-estimate" variant="secondary" disabled={busy}>
          How long will it take?
        </Button>
        {changesAllowed ? (
          <Button type="submit" name="intent" value="youtube-start" disabled={busy}>
            Start on YouTube
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
