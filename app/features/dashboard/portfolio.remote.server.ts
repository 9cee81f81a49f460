// The pages Worker's portfolio.server.ts in production: the portfolio's roll-up runs beside the
// dashboard's other engines in the engines Worker (scripts/engine-twins.ts).
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./portfolio.engines.server";

export const portfolioFor: typeof local.portfolioFor = (_db, ...args) => callEngine("dashboard.portfolioFor", args);
