// The pages Worker's figures.server.ts in production: a report's figures are read and computed in
// the engines Worker (scripts/engine-twins.ts, docs/decisions/005-worker-size.md); the pages
// Worker formats what comes back (the client report, the weekly digest).
import { viewerData } from "~/features/billing/index.server";
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./figures.engines.server";

export const channelFigures: typeof local.channelFigures = (_db, viewer, ...rest) =>
  callEngine("reports.channelFigures", [viewerData(viewer), ...rest]);
