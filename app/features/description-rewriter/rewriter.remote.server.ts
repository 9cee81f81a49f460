// The pages Worker's rewriter.server.ts in production: a rewrite and the library's audit (the
// keyword and checklist engine, 13 KB gzipped of the pages Worker) run in the engines Worker
// (scripts/engine-twins.ts, docs/decisions/005-worker-size.md). The list of rewrites and saving
// one are plain D1 reads and writes and stay here.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./rewriter.engines.server";
import { listRewrites } from "./rewriter.engines.server";

export * from "./rewriter.engines.server";

export const rewriteForWorkspace: typeof local.rewriteForWorkspace = (_db, ...args) =>
  callEngine("description-rewriter.rewriteForWorkspace", args);

export const descriptionAudit: typeof local.descriptionAudit = (_db, ...args) =>
  callEngine("description-rewriter.descriptionAudit", args);

// The original's page calls its own audit; this one, the engines Worker's.
export const rewriterPage: typeof local.rewriterPage = async (db, teamChannelId, now) => {
  const [list, audit] = await Promise.all([listRewrites(db, teamChannelId), descriptionAudit(db, teamChannelId, now)]);
  return { ...list, audit };
};
