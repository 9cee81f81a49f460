// Reports' public entry for server code (composer, issue 41): the weekly digest (its fan-out, the
// queue consumer's send, the opt-in and the unsubscribe link) and the client report with its branding.
export {
  checkDigestUnsubscribe,
  type DigestOutcome,
  type DigestTokenCheck,
  digestState,
  type LatestIdeas,
  queueWeeklyDigests,
  sendWorkspaceDigest,
  setWeeklyDigest,
  unsubscribeDigest,
  weeklyDigestMessage,
  type WeeklyDigestMessage,
} from "./digest.server";
export {
  brandingView,
  type ClientReport,
  clientReport,
  REPORT_NOT_FOUND,
  saveReportBranding,
  WHITE_LABEL_PLANS,
  whiteLabelReports,
} from "./client-report.server";
export { digestUnsubscribeSchema, reportQuerySchema, reportsFormSchema, type ReportsForm } from "./schema";
export { figureRows, type FigureRow } from "./engine/figures";
export { type DigestIdeas } from "./engine/digest-mail";
