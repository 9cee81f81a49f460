import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { MAX_VARIANT_NAME } from "../limits";
import { SELECT, VideoSelect } from "./video-select";

/** Creating a test: what is compared, how results are recorded, and 2-3 named variants. */
export function NewAbTestForm({ videos, busy }: { videos: { id: string; title: string }[]; busy: boolean }) {
  return (
    <Form method="post" className="space-y-4" aria-label="Create an A/B test">
      <input type="hidden" name="intent" value="create-test" />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Test name"
          name="name"
          maxLength={100}
          required
          placeholder="e.g. Budget camera thumbnail, face vs product"
          disabled={busy}
        />
        <VideoSelect videos={videos} busy={busy} optional />
        <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          What you test
          <select name="element" className={SELECT} disabled={busy} defaultValue="thumbnail">
            <option value="thumbnail">Thumbnail</option>
            <option value="title">Title</option>
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Results you record
          <select name="metric" className={SELECT} disabled={busy} defaultValue="ctr">
            <option value="ctr">Impressions and clicks (typed in or from Studio)</option>
            <option value="watch-share">Watch time share (YouTube Test &amp; Compare)</option>
          </select>
        </label>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          label="Variant A"
          name="variant0"
          maxLength={MAX_VARIANT_NAME}
          required
          placeholder="e.g. Face close-up"
          disabled={busy}
        />
        <TextField
          label="Variant B"
          name="variant1"
          maxLength={MAX_VARIANT_NAME}
          required
          placeholder="e.g. Product on white"
          disabled={busy}
        />
        <TextField label="Variant C (optional)" name="variant2" maxLength={MAX_VARIANT_NAME} disabled={busy} />
      </div>
      <Button type="submit" disabled={busy}>
        Create Test
      </Button>
    </Form>
  );
}
