// Description Rewriter's public entry (insight engine).
export { descriptionAudit, rewriteForWorkspace } from "./rewriter.engines.server";
export { rewriteDescription } from "./metered.server";
export { ownVideo } from "./rewriter.engines.server";
export { copyRewrites } from "./demo-copy.server";

// What the pages and Workers (the edges) import of this feature.
export { rewriterPage, type AuditRow } from "./rewriter.engines.server";
export { rewriteBodySchema, rewriteForm } from "./schema";
