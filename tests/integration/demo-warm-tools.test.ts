// A demo started while a fresh server is still making the week's results opens at once, and its
// results are copied in when the run ends (demo-warm-press.test.ts). Until then its tool pages wait
// for that copy instead of showing empty tools; the dashboard, where the demo opens, does not
// (root.tsx, demo-showcase copyWhenReady and demoResultsArrived).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { copyWhenReady } from "~/features/demo-showcase/weekly-demo.server";
import { demoCookie, get, pageText } from "../helpers";

describe("a demo's pages while its results are still being made", () => {
  it("open the dashboard at once, and hold a tool page until the results are copied", async () => {
    const cookie = await demoCookie();
    const workspace = (await env.DB.prepare(
      "SELECT id FROM workspaces WHERE kind = 'demo' ORDER BY created_at DESC, rowid DESC LIMIT 1",
    ).first<{ id: string }>())!.id;
    let finishRun = () => {};
    const run = new Promise<void>((resolve) => (finishRun = resolve));
    const events: string[] = [];
    const copied = copyWhenReady(workspace, run, async () => void events.push("copied"));

    const tool = get("/video-forecast", { cookie }).then((response) => {
      events.push("tool page");
      return response;
    });
    const dashboard = await get("/dashboard", { cookie });
    expect(dashboard.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual([]);

    finishRun();
    const page = await tool;
    await copied;
    expect(events).toEqual(["copied", "tool page"]);
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain("Video Forecast");
  });

  it("do not wait for another workspace's results", async () => {
    const cookie = await demoCookie();
    const never = new Promise<void>(() => {});
    void copyWhenReady("someone-else", never, async () => {});
    expect((await get("/video-forecast", { cookie })).status).toBe(200);
  });
});
