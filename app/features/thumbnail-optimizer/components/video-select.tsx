// The video a test is about (the form's `videoId`), as every test form of the page asks for it.

export const SELECT =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/** Required for a test run on YouTube; `optional` for a test recorded by hand, which may name no video. */
export function VideoSelect({
  videos,
  busy,
  optional = false,
}: {
  videos: { id: string; title: string }[];
  busy: boolean;
  optional?: boolean;
}) {
  return (
    <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
      {optional ? "Video (optional)" : "Video"}
      <select
        name="videoId"
        className={SELECT}
        disabled={busy}
        required={!optional}
        {...(optional ? { defaultValue: "" } : {})}
      >
        {optional ? <option value="">Not linked to a video</option> : null}
        {videos.map((v) => (
          <option key={v.id} value={v.id}>
            {v.title}
          </option>
        ))}
      </select>
    </label>
  );
}
