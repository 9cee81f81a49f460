// admin's public entry for server code: the edges (pages, Workers) and other features import this file only.
export {
  adminStats,
  feedbackPage,
  latestEmails,
  parseAdminQuery,
  waitlistPage,
  feedbackCsv,
  waitlistCsv,
} from "./admin.server";
export { requireAdmin } from "./admins.server";
export { subscriptionStats } from "./subscriptions.server";
