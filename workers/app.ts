// The Worker. Hono answers /api/*; everything else is React Router (pages, loaders, actions).
import { Hono } from "hono";
import { RouterContextProvider, createRequestHandler } from "react-router";
import { cloudflareContext, nonceContext } from "~/context";
import { api } from "./api";
import type { AppEnv } from "./app-env";
import { capRequestBodies } from "./body-limits";
import { runScheduled } from "./jobs/scheduled";
import { consumeSyncBatch } from "./jobs/sync";
import { formBodiesOnly, sameOriginWrites, securityHeaders, withRequestId } from "./middleware";
import { sampleThumbnails } from "./sample-thumbnails";

const handleWithRouter = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export const app = new Hono<AppEnv>();

// Bodies are capped before anything reads one (body-limits.ts), the form check included.
app.use("*", withRequestId, securityHeaders, sameOriginWrites, capRequestBodies, formBodiesOnly);
app.route("/api", api);
app.route("/sample-thumbnails", sampleThumbnails);
// All methods, or form posts would never reach React Router's actions.
app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: c.env, ctx: c.executionCtx as ExecutionContext, requestId: c.get("requestId") });
  context.set(nonceContext, c.get("cspNonce"));
  return handleWithRouter(c.req.raw, context);
});

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller, env));
  },
  queue(batch, env) {
    return consumeSyncBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;
