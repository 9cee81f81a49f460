import { wholeNumber } from "~/lib/format";
import type { RevenueSource } from "../rpm.engines.server";
import type { ViewerFormat } from "~/lib/viewer-format";

/** Where the figures come from, in one sentence a creator can check against Studio (dates in the viewer's format). */
export function sourceText(source: RevenueSource, format: Pick<ViewerFormat, "date" | "calendarDay">): string {
  const origin =
    source.kind === "sample"
      ? "From the sample channel's generated Studio data (not a real channel)"
      : `From ${[
          source.importedAt
            ? `your YouTube Studio export imported ${format.date(source.importedAt)}`
            : source.fromGoogle
              ? null
              : "your YouTube Studio exports",
          source.fromGoogle ? "YouTube Analytics (your Google connection)" : null,
        ]
          .filter(Boolean)
          .join(" and ")}`;
  const parts = [
    `${wholeNumber(source.videosWithRevenue)} ${source.videosWithRevenue === 1 ? "video" : "videos"} with revenue`,
  ];
  if (source.revenueDays > 0 && source.firstDay && source.lastDay) {
    parts.push(
      `${wholeNumber(source.revenueDays)} ${source.revenueDays === 1 ? "day" : "days"} of channel revenue (${format.calendarDay(source.firstDay)} – ${format.calendarDay(source.lastDay)})`,
    );
  } else {
    parts.push("no daily channel revenue");
  }
  return `${origin}: ${parts.join(", ")}.`;
}

/** Whose daily revenue the RPM history is drawn from, by where its rows came from. */
export function dailyRevenueText(source: RevenueSource): string {
  if (source.kind === "sample") return "the sample channel's generated daily revenue";
  const studioDays = source.revenueDays - source.googleDays;
  if (source.googleDays > 0 && studioDays > 0)
    return "your daily revenue from YouTube Studio imports and YouTube Analytics (your Google connection)";
  if (source.googleDays > 0) return "your daily revenue from YouTube Analytics (your Google connection)";
  return "your Studio daily revenue";
}
