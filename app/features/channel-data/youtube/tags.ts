// Tags as a creator reads them. Some channels' uploads carry metadata in their tags
// ("sp:dt=2017-09-13T18:45:00+00:00", "sp:ti:home=FEY", "yt:cc=on"): keys and values for
// YouTube's own systems, not words anyone searches for. Shown as tags, or read for topics and
// keywords, they are noise; "cs:go" (a game) has no value and stays.
const MACHINE_TAG = /^[a-z]{1,4}(?::[a-z]+)+=/i;

/** A video's tags without the machine-readable ones. */
export function readableTags(tags: readonly string[]): string[] {
  return tags.filter((t) => !MACHINE_TAG.test(t.trim()));
}
