// The pages Worker's model-answerer.engines.server.ts in production: the model's first turn and the
// tools it calls run in the engines Worker (scripts/engine-twins.ts, docs/decisions/005-worker-size.md);
// only a streamed final answer is asked for here, where the asker's stream is, and checked with the
// same number check (finishTurn). The context crosses without its env and Db, which are not data.
// The engines Worker calls its own tools and fallback, the ones `deps` names here (ASK_TOOLS is
// their twin, the same list), so only `deps.fallback` runs here: when the streamed answer fails.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./model-answerer.engines.server";
import { finishTurn } from "./model-answerer.engines.server";

export * from "./model-answerer.engines.server";

export const askModel: typeof local.askModel = ({ env: _env, db: _db, ...context }, question, history, streamed) =>
  callEngine("ask-vidwise.askModel", [context, question, history, streamed]);

export const answerWithModel: typeof local.answerWithModel = async (ctx, question, deps, options = {}) => {
  const turn = await askModel(ctx, question, options.history ?? [], Boolean(options.onDelta));
  return finishTurn(ctx, question, turn, deps.fallback, options.onDelta);
};
