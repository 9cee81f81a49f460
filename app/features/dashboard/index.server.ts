// Dashboard's public entry.
export { type DashboardView, dashboardView } from "./dashboard-view.server";

export { portfolioFor } from "./portfolio.engines.server";
export type { Portfolio, PortfolioRow } from "./engine/portfolio";

/** What the engines Worker runs for the pages Worker (workers/engines/calls.ts). */
export { dashboardFor } from "./dashboard.engines.server";

/** The time zone the dashboard shows the viewer's times in (the assistant answers in it too). */
export { timeZoneOf } from "./dashboard.engines.server";

// What the pages and Workers (the edges) import of this feature.
export { updateTimeZone } from "./dashboard.engines.server";
