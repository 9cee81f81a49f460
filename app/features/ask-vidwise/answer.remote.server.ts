// The pages Worker's answer.server.ts in production: the deterministic answerer (routing, entity
// reading, composing, and the tools it runs) answers in the engines Worker (scripts/engine-twins.ts,
// docs/decisions/005-worker-size.md). The context crosses without its env and Db, which are not
// data: the engines Worker opens its own on the same D1 and stores.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./answer.engines.server";

export * from "./answer.engines.server";

export const answerDeterministically: typeof local.answerDeterministically = (
  { env: _env, db: _db, ...context },
  question,
) => callEngine("ask-vidwise.answerDeterministically", [context, question]);
