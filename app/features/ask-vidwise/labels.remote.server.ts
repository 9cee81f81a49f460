// The pages Worker's labels.engines.server.ts in production: the sources are labelled in the engines
// Worker (scripts/engine-twins.ts, docs/decisions/005-worker-size.md). Plain data both ways.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./labels.engines.server";

export const sourcesInWords: typeof local.sourcesInWords = (lists) => callEngine("ask-vidwise.sourcesInWords", [lists]);
