// Dates and trends as the RPM Booster shows them (money: formatMoney in ~/lib/format). Fixed locale and UTC, so the server's HTML and
// the browser's render agree whatever the visitor's settings.

const DAY = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** "Oct 31, 2026" from an ISO date or date-time. */
export function dayText(iso: string): string {
  const ms = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isFinite(ms) ? DAY.format(ms) : iso;
}

/** "+15.2%", "−2.3%", "0%". */
export function trendText(percent: number): string {
  if (percent === 0) return "0%";
  return `${percent > 0 ? "+" : "−"}${Math.abs(percent).toFixed(1)}%`;
}
