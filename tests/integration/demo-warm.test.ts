// A fresh deployment prepares the week's demo base and every tool's results at the first request
// an isolate serves (demo-showcase warmDemoBase), so the first visitor to press Access Demo copies
// them instead of waiting for every tool to run. (How long that takes: docs/benchmarks.md "Demo
// start", measured by scripts/time-demo-start.mjs, never here.)
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { forgetDemoWarmUp } from "~/features/demo-showcase/weekly-demo.server";
import { ORIGIN, freshIp, storeCount } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { SHOWCASE_ENV, awaitedContext, startShowcaseDemo } from "../showcase";

const SLOW = 120_000;

describe("the first request of a fresh deployment", () => {
  it(
    "prepares the week's demo with every tool's results, which the first demo then copies",
    { timeout: SLOW },
    async () => {
      forgetDemoWarmUp();
      await seedSampleTemplate();
      expect(
        (await env.DB.prepare(
          "SELECT count(*) AS n FROM workspaces WHERE kind = 'sample' AND id LIKE 'sample-v3@%'",
        ).first<{ n: number }>())!.n,
      ).toBe(0);
      // A visitor reads the home page: the answer does not wait for the preparation, which goes on after it.
      const { ctx, settled } = awaitedContext();
      const home = await worker.fetch(
        new Request(`${ORIGIN}/`, { headers: { "cf-connecting-ip": freshIp() } }),
        SHOWCASE_ENV,
        ctx,
      );
      expect(home.status).toBe(200);
      await settled();
      const base = (await env.DB.prepare(
        "SELECT id FROM workspaces WHERE id LIKE 'sample-v3@%' ORDER BY id DESC LIMIT 1",
      ).first<{ id: string }>())!.id;
      expect(await storeCount(base, "SELECT count(*) FROM forecasts")).toBe(3);
      expect(
        (await env.DB.prepare("SELECT count(*) AS n FROM comment_scores WHERE workspace_id = ?")
          .bind(base)
          .first<{ n: number }>())!.n,
      ).toBeGreaterThan(5_000);

      // The first demo copies them; the tools were not run again for it.
      expect((await startShowcaseDemo()).status).toBe(302);
      const demo = (await env.DB.prepare(
        "SELECT id FROM workspaces WHERE kind = 'demo' ORDER BY created_at DESC, rowid DESC LIMIT 1",
      ).first<{ id: string }>())!.id;
      expect(await storeCount(demo, "SELECT count(*) FROM forecasts")).toBe(3);
      expect(await storeCount(base, "SELECT count(*) FROM forecasts")).toBe(3);
    },
  );
});
