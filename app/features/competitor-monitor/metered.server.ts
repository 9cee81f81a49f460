// Refresh's use-case: one analysis run, metered here; a refresh that failed or had no competitor
// to read analysed nothing and does not count.
import { type Viewer, meteredFor } from "~/features/billing/index.server";
import { refreshCompetitors } from "./monitor.server";

type RefreshDeps = Parameters<typeof refreshCompetitors>[0];
type RefreshUser = Parameters<typeof refreshCompetitors>[1];
type RefreshOutcome = Awaited<ReturnType<typeof refreshCompetitors>>;

export function refreshCompetitorsMetered(
  deps: RefreshDeps,
  viewer: Viewer,
  user: RefreshUser,
): Promise<RefreshOutcome> {
  return meteredFor(
    deps.db,
    viewer,
    "competitor-monitor",
    () => refreshCompetitors(deps, user),
    (outcome) => outcome.status < 400,
  );
}
