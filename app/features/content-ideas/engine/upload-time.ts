// The best time to publish, from the channel's own history (YouTube's "when your viewers are on
// YouTube" is not in any API): the dashboard's upload timing (lib/upload-timing), so an idea
// never advises a slot the dashboard calls chance. A slot is named only when it beat the
// channel's other uploads past a max-t permutation test across the 13 weekdays and 4-hour blocks.
import { slotText, uploadTiming } from "~/lib/upload-timing";
import type { OwnVideo, UploadTime } from "./types";

export function bestUploadTime(videos: readonly OwnVideo[], timeZone: string): UploadTime {
  const timed = videos
    .filter((v) => !v.isShort)
    .map((v) => ({ publishedAt: v.publishedAt, views7d: v.firstWeekViews }));
  const { recommendation } = uploadTiming(timed, timeZone);
  const measured = recommendation.weekday !== null || recommendation.block !== null;
  return {
    text: measured ? `${recommendation.text} Times in ${timeZone}.` : recommendation.text,
    measured,
    slot: slotText(recommendation),
  };
}
