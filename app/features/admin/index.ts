// admin's public entry for browser-safe code: the edges (pages, Workers) and other features import this file only.
export {
  AdminPagination,
  AdminSearch,
  AdminStatsGrid,
  AdminTabs,
  FeedbackTable,
  OutboxTable,
  WaitlistTable,
} from "./admin-ui";
export { BillingSummary } from "./billing-summary";
export { QuotaSummary, type WritesReport } from "./quota-summary";
export { OUTBOX_SHOWN } from "./types";
