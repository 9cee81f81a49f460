// A demo started while a fresh server is still making the week's results opens at once, and its
// results are copied in when the run ends (demo-warm-press.test.ts). Until then its tool pages wait
// for that copy instead of showing empty tools, and so do its /api reads; the dashboard, where the
// demo opens, does not (root.tsx, workers/api/session.ts, demo-showcase copyWhenReady and
// demoResultsArrived).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { copyWhenReady, demoResultsArrived } from "~/features/demo-showcase/weekly-demo.server";
import { demoCookie, get, pageText } from "../helpers";

async function newestDemoWorkspace(): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT id FROM workspaces WHERE kind = 'demo' ORDER BY created_at DESC, rowid DESC LIMIT 1",
  ).first<{ id: string }>();
  return row!.id;
}

/** The newest demo's results, held on their way until `finishRun`; `events` records their copy. */
async function resultsOnTheirWay() {
  let finishRun = () => {};
  const run = new Promise<void>((resolve) => (finishRun = resolve));
  const events: string[] = [];
  const copied = copyWhenReady(await newestDemoWorkspace(), run, async () => void events.push("copied"));
  return { events, finishRun, copied };
}

describe("a demo's pages while its results are still being made", () => {
  it("open the dashboard at once, and hold a tool page until the results are copied", async () => {
    const cookie = await demoCookie();
    // One request at a time, each page once before the test: the test runner loads a module the
    // first time a request needs it, inside that request, and workerd cancels as hung a second
    // request that waits on that load from its own context. A built Worker has every module.
    for (const path of ["/dashboard", "/video-forecast"]) expect((await get(path, { cookie })).status).toBe(200);
    const { events, finishRun, copied } = await resultsOnTheirWay();

    // The dashboard answers while the results are still on their way.
    expect((await get("/dashboard", { cookie })).status).toBe(200);
    expect(events).toEqual([]);
    // A tool page does not, until they are copied in.
    const tool = get("/video-forecast", { cookie }).then((response) => {
      events.push("tool page");
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events).toEqual([]);

    finishRun();
    const page = await tool;
    await copied;
    expect(events).toEqual(["copied", "tool page"]);
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain("Video Forecast");
  });

  it("hold the demo's /api reads the same way", async () => {
    const cookie = await demoCookie();
    expect((await get("/api/track-record", { cookie })).status).toBe(200);
    const { events, finishRun, copied } = await resultsOnTheirWay();
    const read = get("/api/track-record", { cookie }).then((response) => {
      events.push("api read");
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events).toEqual([]);

    finishRun();
    const response = await read;
    await copied;
    expect(events).toEqual(["copied", "api read"]);
    expect(response.status).toBe(200);
  });

  it("wait once at most: a run that outlasts the wait holds no later page", async () => {
    const cookie = await demoCookie();
    const workspace = await newestDemoWorkspace();
    void copyWhenReady(workspace, new Promise<void>(() => {}), async () => {});
    await demoResultsArrived(workspace, 300);
    // It answers at once: had the first wait not given up on this run, it would wait its 45 s
    // again, past this test's 30 s.
    expect((await get("/video-forecast", { cookie })).status).toBe(200);
  });

  it("do not wait for another workspace's results", async () => {
    const cookie = await demoCookie();
    const never = new Promise<void>(() => {});
    void copyWhenReady("someone-else", never, async () => {});
    expect((await get("/video-forecast", { cookie })).status).toBe(200);
  });
});
