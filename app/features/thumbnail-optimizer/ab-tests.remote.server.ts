// The pages Worker's ab-tests.engines.server.ts in production: whatever judges a test (the Beta
// posteriors, the z-test, the sample sizes) runs in the engines Worker (scripts/engine-twins.ts,
// docs/decisions/005-worker-size.md): listing tests with their verdicts, recording results (the
// verdict goes to the track record) and evaluating typed-in variants. Creating and deleting tests
// are plain reads and writes and stay here.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./ab-tests.engines.server";

export * from "./ab-tests.engines.server";

export const listTests: typeof local.listTests = (_db, ...args) => callEngine("thumbnail-optimizer.listTests", args);

export const evaluateVariants: typeof local.evaluateVariants = (...args) =>
  callEngine("thumbnail-optimizer.evaluateVariants", args);

export const recordResults: typeof local.recordResults = (_db, ...args) =>
  callEngine("thumbnail-optimizer.recordResults", args);

export const readFromStudio: typeof local.readFromStudio = (_db, ...args) =>
  callEngine("thumbnail-optimizer.readFromStudio", args);
