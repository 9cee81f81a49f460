// Public surface of the trend engine.
export { trendFromPoints } from "./trend";
export { seasonalPeakFromVideos, type VideoForSeason } from "./seasonal";
export { formatVelocity, trendInsights, type TrendForInsights } from "./insights";
export { signalOf, SPIKING_ABOVE, RISING_ABOVE, DECLINING_BELOW } from "./velocity";
export { MONTHS, parseMonth } from "~/lib/months";
export type { InterestPoint, MonthName, TrendInsight, TrendPoint, TrendResult, TrendSignal } from "./types";
