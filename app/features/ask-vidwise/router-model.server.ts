// Loads the question router's weights from D1 into the engine, once per isolate (the Worker does
// not carry engine/router-weights.ts in its script: about 5 KB gzipped, decision 005). Every server
// path that routes a question awaits this first; concurrent first requests share one read.
import { z } from "zod";
import type { Db } from "~/lib/db/client.server";
import { readModelWeights } from "~/lib/model-weights/model-weights.server";
import { ROUTER_MODEL_NAME, installRouterModel, isRouterModelInstalled } from "./engine/router-model";

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

let loading: Promise<void> | null = null;

export function ensureRouterModel(db: Db): Promise<void> {
  if (isRouterModelInstalled()) return Promise.resolve();
  loading ??= readModelWeights(db, ROUTER_MODEL_NAME)
    .then((text) => installRouterModel(routerModelData.parse(JSON.parse(text))))
    .finally(() => {
      // A failed read is tried again by the next request rather than remembered.
      loading = null;
    });
  return loading;
}
