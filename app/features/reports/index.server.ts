// Reports' public entry for server code (composer): the weekly digest (its fan-out, the
// queue consumer's send, the opt-in and the unsubscribe link) and the client report with its
// branding and the links that open it signed out.
export {
  checkDigestUnsubscribe,
  type DigestOutcome,
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
  type ReportChannel,
  saveReportBranding,
  WHITE_LABEL_PLANS,
  whiteLabelReports,
} from "./client-report.server";
export {
  changeReportShare,
  type ClientReportPage,
  clientReportPage,
  SHARED_REPORT_PATH,
  type SharedReport,
  sharedReport,
  type ShareOutcome,
  type ShareView,
} from "./report-shares.server";
export {
  digestUnsubscribeSchema,
  reportQuerySchema,
  reportsFormSchema,
  type ReportsForm,
  shareFormSchema,
} from "./schema";
export { figureRows, type FigureRow } from "./engine/figures";
// For the engines Worker's calls (workers/engines/calls.ts): the pages Worker reaches it through its twin.
export { channelFigures } from "./figures.engines.server";
export { type DigestIdeas } from "./engine/digest-mail";
