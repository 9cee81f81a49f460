// Reports' public entry for browser code: the words, the periods, the account cards and the report's body.
export * from "./messages";
export { DEFAULT_PERIOD_DAYS, MISSING, PERIOD_DAYS, type PeriodDays, SOURCES } from "./engine/figures";
export { WeeklyDigestCard, ReportBrandingCard } from "./components/report-cards";
export { type ReportBodyData, ReportBody } from "./components/report-body";
export {
  ReportPicker,
  SharePanel,
  type ShareResult,
  type ShareState,
  type ShownReport,
} from "./components/report-controls";
