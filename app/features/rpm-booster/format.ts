// Trends as the RPM Booster shows them (money: formatMoney in ~/lib/format; dates: useViewerFormat
// in ~/lib/use-viewer-format, in the viewer's zone and locale).

/** "+15.2%", "−2.3%", "0%". */
export function trendText(percent: number): string {
  if (percent === 0) return "0%";
  return `${percent > 0 ? "+" : "−"}${Math.abs(percent).toFixed(1)}%`;
}
