import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { MAX_THUMBNAIL_BYTES } from "../limits";
import { VideoSelect } from "./video-select";

const FILE = "mt-1 block w-full text-sm";
const ACCEPT = "image/jpeg,image/png";
const MB = MAX_THUMBNAIL_BYTES / 1024 / 1024;

/**
 * A thumbnail test run on YouTube: the video and 2-3 image files, sent as multipart form data.
 * "How long will it take?" sends the form without its files (urlencoded), so an estimate never
 * uploads the images; "Start on YouTube" sends them. Shown only with consent to changes.
 */
export function YouTubeThumbnailTestForm({
  videos,
  busy,
  estimate,
}: {
  videos: { id: string; title: string }[];
  busy: boolean;
  estimate: string | null;
}) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-4"
      aria-label="Run a thumbnail test on YouTube"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Each image is set as the thumbnail in turn, one whole day each, judged like a title test. Vidwise keeps a copy
        of the current thumbnail and puts it back if no image wins. JPEG or PNG, at most {MB} MB each (YouTube
        recommends 1280×720); long-form videos only.
      </p>
      <VideoSelect videos={videos} busy={busy} />
      <div className="grid gap-4 md:grid-cols-3">
        {["Image A (set first)", "Image B", "Image C (optional)"].map((label, i) => (
          <label key={label} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {label}
            <input type="file" name="image" accept={ACCEPT} required={i < 2} disabled={busy} className={FILE} />
          </label>
        ))}
      </div>
      {estimate ? (
        <p className="text-sm" role="status">
          {estimate}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          name="intent"
          value="youtube-thumbnail-estimate"
          variant="secondary"
          disabled={busy}
          formEncType="application/x-www-form-urlencoded"
          formNoValidate
        >
          How long will it take?
        </Button>
        <Button type="submit" name="intent" value="youtube-thumbnail-start" disabled={busy}>
          Start on YouTube
        </Button>
      </div>
    </Form>
  );
}
