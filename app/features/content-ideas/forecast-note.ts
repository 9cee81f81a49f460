// When Content Ideas' estimated views are the channel's typical range rather than each idea's own
// forecast (Video Forecast issued the channel's median: it cannot tell topics or titles apart
// on this channel's uploads yet), the page says so once instead of showing three equal ranges as if
// each were measured for its idea. Pure: the service and the tests call it.
import { countOf } from "~/lib/format";
import type { ContentIdea, IdeaForecast } from "./idea-shapes";

/**
 * "These ranges are your channel's typical range …" when every shown idea's forecast is the
 * channel's typical range for any new upload (the forecaster could not tell them apart); null
 * when some idea's own forecast is shown, or none has one.
 */
export function typicalRangeNote(ideas: readonly ContentIdea[]): string | null {
  const forecasts = ideas.map((i) => i.forecast).filter((f): f is IdeaForecast => f !== null);
  if (forecasts.length === 0 || forecasts.some((f) => f.perIdea !== false)) return null;
  const uploads = Math.max(...forecasts.map((f) => f.typicalOf ?? 0));
  const from =
    uploads > 0 ? ` (the median of your last ${countOf(uploads, "upload")} at 28 days, with its 80% range)` : "";
  const equal = forecasts.every(
    (f) => f.min === forecasts[0]!.min && f.expected === forecasts[0]!.expected && f.max === forecasts[0]!.max,
  );
  const lead =
    forecasts.length > 1 && equal ? "The same estimated views on every idea: they are" : "The estimated views are";
  const format = forecasts.length > 1 && !equal ? " of that format" : "";
  return `${lead} your channel's typical range for any new upload${format}${from}, not a forecast of each idea. On your uploads so far Video Forecast cannot tell topics or titles apart: with fewer than 8 uploads it takes their median, and with more, none of the topic and title effects it measures has yet beaten that median on your past uploads. Forecast a title on Video Forecast to see what it is based on.`;
}
