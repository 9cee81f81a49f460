// What the ideas page says when competitors give it no outlier to build on, and why.

/**
 * The line for the page's "missing" list, or null when competitors' outliers can be read. A
 * video is judged against its own channel's other uploads, so a channel with one upload read has
 * no norm yet: its video has no outlier score.
 */
export function competitorEvidenceMissing(
  activeChannels: number,
  videos: readonly { outlierScore: number | null }[],
): string | null {
  if (activeChannels === 0) return "No competitors tracked: add some in Competitor Monitor to include outliers.";
  if (videos.length > 0 && videos.every((v) => v.outlierScore === null))
    return "None of your competitors' uploads can be judged against their channel's norm yet (each channel needs two or more uploads read): outliers join the ideas when they can.";
  return null;
}
