// Reports' public entry for browser code: the words, the periods and the account cards.
export * from "./messages";
export { DEFAULT_PERIOD_DAYS, MISSING, PERIOD_DAYS, type PeriodDays, SOURCES } from "./engine/figures";
export { WeeklyDigestCard, ReportBrandingCard } from "./components/report-cards";
