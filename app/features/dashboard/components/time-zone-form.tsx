import { useEffect } from "react";
import { Form, Link, href, useFetcher, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

export type TimeZoneResult = { error: string | null; saved: string | null } | undefined;

/** Where Account Settings' time zone picker is. */
export const TIME_ZONE_SETTING_ID = "time-zone";

/**
 * With JavaScript, a user who never chose a zone gets the browser's, saved through the page's own
 * action (the dashboard and Account Settings both take the "time-zone" intent). Returns whether a
 * save is under way, and the browser's zone when the action refused it (a name not in the list).
 */
function useBrowserTimeZone(current: string, chosen: boolean): { saving: boolean; refused: string | null } {
  const fetcher = useFetcher<TimeZoneResult>();
  useEffect(() => {
    if (chosen || fetcher.state !== "idle" || fetcher.data) return;
    const browser = browserTimeZone();
    if (browser && browser !== current) fetcher.submit({ intent: "time-zone", timeZone: browser }, { method: "post" });
  }, [chosen, current, fetcher]);
  // fetcher.data is only ever set by the submit above, so a refusal is of the browser's zone.
  return { saving: fetcher.state !== "idle", refused: fetcher.data?.error ? browserTimeZone() : null };
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const UTC_UNTIL_CHOSEN = "Times are in UTC until you choose (with JavaScript on, your browser's zone is used).";
const refusedNote = (zone: string) =>
  `Times are in UTC: this server does not know your browser's time zone (${zone}), so choose the nearest.`;

/**
 * The dashboard's line under the upload-timing heatmap: which zone its times are in, and a link to
 * the picker in Account Settings. The full picker (over 400 zones) is not repeated here: on a
 * phone it was a third of the dashboard's elements and of what the page hydrates (decision 013).
 */
export function TimeZoneNote({ current, chosen }: { current: string; chosen: boolean }) {
  const { saving, refused } = useBrowserTimeZone(current, chosen);
  return (
    <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" data-testid="time-zone-note">
      {saving
        ? "Saving your browser's time zone..."
        : chosen
          ? `Times are in ${current}.`
          : refused
            ? refusedNote(refused)
            : UTC_UNTIL_CHOSEN}{" "}
      <Link
        to={`${href("/account")}#${TIME_ZONE_SETTING_ID}`}
        className="font-semibold text-brand-700 underline dark:text-brand-400"
      >
        Change time zone
      </Link>
    </p>
  );
}

/** The time zone picker; with JavaScript, a user who never chose one gets the browser's. */
export function TimeZoneForm({
  current,
  chosen,
  choices,
  result,
}: {
  current: string;
  chosen: boolean;
  choices: string[];
  result: TimeZoneResult;
}) {
  const { saving, refused } = useBrowserTimeZone(current, chosen);
  const busy = useNavigation().state === "submitting" || saving;
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-end gap-2" aria-label="Time zone for upload timing">
      <input type="hidden" name="intent" value="time-zone" />
      <label className="text-sm">
        <span className="block font-semibold">Your time zone</span>
        <select
          name="timeZone"
          defaultValue={current}
          key={current}
          className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
        >
          {choices.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? "Saving..." : "Save time zone"}
      </Button>
      {result?.error ? (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {result.error}
        </p>
      ) : result?.saved ? (
        <p role="status" className="w-full text-sm text-green-700 dark:text-green-400">
          {result.saved}
        </p>
      ) : !chosen ? (
        <p className="w-full text-xs text-slate-600 dark:text-slate-400">
          {refused ? refusedNote(refused) : UTC_UNTIL_CHOSEN}
        </p>
      ) : null}
    </Form>
  );
}
