// A topic's example titles on its card: its most watched videos' titles, each written once.
// Channels template and re-upload their titles ("I Built a Home Server for $200" can be two of a
// topic's videos); listed twice, a title reads as a glitch and takes the place of another example.

/** Example titles shown per topic. */
export const EXAMPLES_SHOWN = 3;

/** Two titles are the same example when they differ only in letter case and spacing. */
const sameTitle = (title: string) => title.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Up to `count` distinct titles of a topic's videos, in the given order (the topic's videoIds are
 * most viewed first); ids without a title are skipped, and so are blank titles.
 */
export function exampleTitles(
  videoIds: readonly string[],
  titles: ReadonlyMap<string, string>,
  count = EXAMPLES_SHOWN,
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of videoIds) {
    if (out.length >= count) break;
    const title = titles.get(id);
    const key = title === undefined ? "" : sameTitle(title);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(title!.trim());
  }
  return out;
}
