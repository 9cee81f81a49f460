// A visitor who presses Access Demo while a fresh server is still making the week's demo (the
// preparation its first request started, demo-showcase warmDemoBase) does not wait for every tool
// to run: the demo opens, and the tools' first results are copied into it when that run ends.
// (How long either takes: docs/benchmarks.md "Demo start", scripts/time-demo-start.mjs.)
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { demoBaseForStart, forgetDemoWarmUp, warmDemoBase } from "~/features/demo-showcase/weekly-demo.server";
import { getDb } from "~/lib/db/client.server";
import { storeCount } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { SHOWCASE_ENV, startShowcaseDemo } from "../showcase";

const SLOW = 120_000;

describe("Access Demo pressed during a fresh server's preparation", () => {
  it("opens the demo without the run, and gives it the results when the run ends", { timeout: SLOW }, async () => {
    forgetDemoWarmUp();
    await seedSampleTemplate();
    const db = getDb(env);
    // The base exists (the first request's preparation makes it before running the tools).
    const made = await demoBaseForStart({ ...SHOWCASE_ENV, DEMO_SHOWCASE: "off" }, db, new Date());
    expect(made.base).not.toBeNull();

    let preparation: Promise<unknown> | null = null;
    warmDemoBase(SHOWCASE_ENV, (work) => {
      preparation = work;
    });
    expect(preparation).not.toBeNull();
    // While the tools run on the base, a start is told to copy their results later, not to wait.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const start = await demoBaseForStart(SHOWCASE_ENV, db, new Date());
    expect(start.base?.id).toBe(made.base?.id);
    expect(start.resultsReady).not.toBeNull();

    // A demo pressed now gets the tools' first results once the run ends (its copy waits on it).
    expect((await startShowcaseDemo()).status).toBe(302);
    await preparation;
    const demo = (await env.DB.prepare(
      "SELECT id FROM workspaces WHERE kind = 'demo' ORDER BY created_at DESC, rowid DESC LIMIT 1",
    ).first<{ id: string }>())!.id;
    expect(await storeCount(demo, "SELECT count(*) FROM forecasts")).toBe(3);

    // Once made, a start copies them at once.
    expect((await demoBaseForStart(SHOWCASE_ENV, db, new Date())).resultsReady).toBeNull();
  });
});
