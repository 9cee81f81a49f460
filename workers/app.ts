// The Worker. Hono answers /api/*; everything else is React Router (pages, loaders, actions).
// Every Hono app here comes from "hono/tiny": the same Hono class with one small router
// (PatternRouter) instead of the default pair of RegExpRouter and TrieRouter, 2.3 KB less gzipped
// Worker (decision 005); with about a hundred routes, matching them in turn costs microseconds.
import { Hono } from "hono/tiny";
import { RouterContextProvider, createRequestHandler } from "react-router";
import { cloudflareContext, nonceContext } from "~/context";
import { api } from "./api";
import type { AppEnv } from "./app-env";
import { capRequestBodies } from "./body-limits";
import { warmDemoBase } from "~/features/demo-showcase/index.server";
import { runScheduled } from "./jobs/scheduled";
import { consumeSyncBatch } from "./jobs/sync";
import { mcp } from "./mcp";
import { formBodiesOnly, sameOriginWrites, securityHeaders, withRequestId } from "./middleware";
import { type OtherSampleVideos, sampleThumbnailRoutes } from "./sample-thumbnails";

const handleWithRouter = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

// Development and the tests only: the offline fakes (app/dev, docs/decisions/010-dev-fakes.md)
// answer the made-up hosts the settings name (http://youtube.fake, ...) inside this isolate. This
// is the one place product code reaches app/dev, always through an import() inside an
// `import.meta.env.DEV` branch: a production build drops the branch and with it all of app/dev.
let devFakes: Promise<void> | undefined;
function devFakesReady(): Promise<void> | undefined {
  if (!import.meta.env.DEV) return undefined;
  devFakes ??= import("~/dev/wiring").then((dev) => dev.installDevFakes());
  return devFakes;
}
const fakeWorldVideos: OtherSampleVideos | null = import.meta.env.DEV
  ? async (env) => (await import("~/dev/wiring")).fakeWorldVideoIds(env.YOUTUBE_API_BASE_URL)
  : null;

export const app = new Hono<AppEnv>();

if (import.meta.env.DEV) {
  app.use("*", async (_c, next) => {
    await devFakesReady();
    await next();
  });
}

// Bodies are capped before anything reads one (body-limits.ts), the form check included.
app.use("*", withRequestId, securityHeaders, sameOriginWrites, capRequestBodies, formBodiesOnly);
// A fresh deployment starts preparing the week's demo at the first request an isolate serves, so
// the first visitor to press Access Demo does not wait for every tool to run (demo-showcase).
app.use("*", async (c, next) => {
  warmDemoBase(c.env, (work) => {
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      // No execution context (a test calling app.fetch without one): the work runs unawaited.
    }
  });
  await next();
});
app.route("/api", api);
// The MCP server and its OAuth endpoints (the consent page itself is a React Router route).
app.route("/", mcp);
app.route("/sample-thumbnails", sampleThumbnailRoutes(fakeWorldVideos));
// All methods, or form posts would never reach React Router's actions.
app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, {
    env: c.env,
    ctx: c.executionCtx as ExecutionContext,
    requestId: c.get("requestId"),
  });
  context.set(nonceContext, c.get("cspNonce"));
  return handleWithRouter(c.req.raw, context);
});

// Each workspace's own store (decision 012): the Durable Object class wrangler.toml binds.
export { WorkspaceStore } from "~/lib/db/workspace-store/store-object";

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(Promise.resolve(devFakesReady()).then(() => runScheduled(controller, env)));
  },
  async queue(batch, env) {
    await devFakesReady();
    return consumeSyncBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;
