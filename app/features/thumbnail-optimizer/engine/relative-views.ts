// An outcome from one reading per upload, for a channel with too few first-week counts (no Google
// connection, and a sync that has not yet seen enough uploads at 7 days old): each upload's views
// so far against the median of the AGE_PEERS uploads published nearest to it. Lifetime views grow
// with age; uploads published around the same time are of about the same age, so the ratio says
// how an upload did against its contemporaries without assuming a growth curve (the forecaster's
// curve is fitted on trending videos and extrapolated past its first week). Uploads younger than
// MIN_AGE_DAYS are left out: their neighbours are mostly older, and early growth is steep, so
// their ratios would read low. An estimate, and the page says so.
import { median } from "~/lib/stats";

/** Uploads an upload is compared with: the ones published nearest to it in time. */
export const AGE_PEERS = 10;
/** Younger uploads are not compared: their views are still climbing fast. */
export const MIN_AGE_DAYS = 28;
/** Fewest old-enough uploads before the comparison means anything. */
export const MIN_UPLOADS = AGE_PEERS + 1;

const DAY_MS = 86_400_000;

export type OneReading = { id: string; publishedAt: Date; views: number };

/** ln(views ÷ median views of the uploads published nearest to it), by id; empty with too few uploads. */
export function relativeToAgePeers(uploads: readonly OneReading[], now: Date): Map<string, number> {
  const settled = uploads
    .filter((u) => now.getTime() - u.publishedAt.getTime() >= MIN_AGE_DAYS * DAY_MS && u.views > 0)
    .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.id.localeCompare(b.id));
  const out = new Map<string, number>();
  if (settled.length < MIN_UPLOADS) return out;
  const at = (i: number) => settled[i]!.publishedAt.getTime();
  settled.forEach((upload, i) => {
    const peers: number[] = [];
    let lo = i - 1;
    let hi = i + 1;
    while (peers.length < AGE_PEERS && (lo >= 0 || hi < settled.length)) {
      const gapLo = lo >= 0 ? at(i) - at(lo) : Infinity;
      const gapHi = hi < settled.length ? at(hi) - at(i) : Infinity;
      if (gapLo <= gapHi) peers.push(settled[lo--]!.views);
      else peers.push(settled[hi++]!.views);
    }
    const typical = median(peers);
    if (typical && typical > 0) out.set(upload.id, Math.log(upload.views / typical));
  });
  return out;
}
