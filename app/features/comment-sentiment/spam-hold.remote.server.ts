// The pages Worker's spam-hold.engines.server.ts in production: reading spam evidence needs the
// spam engine, so it runs in the engines Worker (scripts/engine-twins.ts, docs/decisions/005-worker-size.md).
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./spam-hold.engines.server";

export type { SpamToHold } from "./spam-hold.engines.server";

export const spamToHold: typeof local.spamToHold = (_db, ...args) => callEngine("comment-sentiment.spamToHold", args);
