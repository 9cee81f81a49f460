// Competitor Monitor's public entry (insight engine): its typed reads for the composers above it.
export { competitorReport, type CompetitorReport } from "./report.engines.server";
export { refreshCompetitorsMetered } from "./metered.server";

// What the pages and Workers (the edges) import of this feature.
export {
  COMPETITOR_MESSAGES,
  addCompetitor,
  keepOutliers,
  listCompetitors,
  removeCompetitor,
  setCompetitorActive,
} from "./monitor.server";
export { competitorForm } from "./schema";
