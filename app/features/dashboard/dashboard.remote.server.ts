// The pages Worker's dashboard.server.ts in production: the dashboard's engines (KPIs, Live
// Visibility Score, upload timing, cadence) run in the engines Worker (scripts/engine-twins.ts,
// docs/decisions/005-worker-size.md). Saving and reading the time zone are plain D1 and stay here.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./dashboard.engines.server";

export * from "./dashboard.engines.server";

export const dashboardFor: typeof local.dashboardFor = (_db, ...args) => callEngine("dashboard.dashboardFor", args);
