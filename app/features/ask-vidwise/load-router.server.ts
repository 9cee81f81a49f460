// Loads the question router's weights from D1 into the engine, once per isolate (the Worker does
// not carry engine/router-weights.ts in its script: about 5 KB gzipped, decision 005). Every server
// path that routes a question awaits this first (lib/once-per-isolate.ts: one read, retried on failure).
import { z } from "zod";
import type { Db } from "~/lib/db/client.server";
import { readModelWeights } from "~/lib/model-weights/model-weights.server";
import { oncePerIsolate } from "~/lib/once-per-isolate";
import { ROUTER_MODEL_NAME, installRouterModel } from "./engine/router-model";

// The stored text is router-weights.ts's ROUTER_MODEL_DATA as JSON; decodeRouterModel checks the
// classes and the feature space match this build's router.
const routerModelData = z.object({
  classes: z.array(z.string()),
  buckets: z.number().int().positive(),
  unsureBelow: z.number(),
  scale: z.number(),
  bias: z.array(z.number()),
  entries: z.string(),
});

export const ensureRouterModel: (db: Db) => Promise<void> = oncePerIsolate(async (db: Db) => {
  installRouterModel(routerModelData.parse(JSON.parse(await readModelWeights(db, ROUTER_MODEL_NAME))));
});
