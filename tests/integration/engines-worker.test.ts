import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { viewerData, viewerOf } from "~/features/billing/index.server";
import { analyzeCommentBatch } from "~/features/comment-sentiment/batch.remote.server";
import { sentimentReport as sentimentReportHere } from "~/features/comment-sentiment/report.engines.server";
import { sentimentReport } from "~/features/comment-sentiment/report.remote.server";
import { AppError } from "~/lib/errors";
import { NO_CHANNEL_ERROR } from "~/features/video-forecast/messages";
import { forecastForWorkspace } from "~/features/video-forecast/forecast.remote.server";
import { getDb } from "~/lib/db/client.server";
import { ASK_TOOLS as toolsHere, runTool as runToolHere } from "~/features/ask-vidwise/tools.engines.server";
import { ASK_TOOLS, runTool } from "~/features/ask-vidwise/tools.remote.server";
import { sourcesInWords } from "~/features/ask-vidwise/labels.remote.server";
import { trackRecordFor as trackRecordForHere } from "~/features/track-record/track-record.engines.server";
import { trackRecordFor, trackRecordLine } from "~/features/track-record/track-record.remote.server";
import Engines from "../../workers/engines";
import { signUp, userIdOf, workspaceOf } from "../helpers";
import { askContextFor } from "./ask-vidwise-context";

// Production runs the insight engines in a second Worker (workers/engines), reached from the pages
// Worker's twins (`*.remote.server.ts`) over the ENGINES Service Binding (decision 005). The
// browser tests run that split on the built app; here the twins and the entrypoint meet in one
// workerd, the binding standing in for the Service Binding.
const engines = () => new Engines(createExecutionContext(), env);
const bindEngines = () =>
  Object.assign(env, { ENGINES: { run: (name: string, args: unknown[]) => engines().run(name, args) } });
afterEach(() => {
  delete (env as Partial<Env>).ENGINES;
});

describe("the engines Worker", () => {
  it("answers a call with the value the engine returns in place", async () => {
    const email = "engines-report@example.com";
    await signUp(email);
    const teamChannelId = await workspaceOf(email);
    const now = new Date("2026-11-20T12:00:00Z");
    const reply = await engines().run("comment-sentiment.sentimentReport", [teamChannelId, "30d", now]);
    expect(reply).toEqual({ ok: true, value: await sentimentReportHere(getDb(env), teamChannelId, "30d", now) });
  });

  it("carries a refusal the engine threw by its code, and refuses a name it does not know", async () => {
    const email = "engines-errors@example.com";
    await signUp(email);
    const reply = await engines().run("video-forecast.forecastForWorkspace", [
      await workspaceOf(email),
      { title: "My next video", topic: "desk setup" },
      new Date(),
    ]);
    expect(reply).toMatchObject({
      ok: false,
      error: "AppError",
      appError: { code: "no-channel", status: 404, message: NO_CHANNEL_ERROR },
    });
    expect(await engines().run("forecast.nothingCalledThis", [])).toEqual({
      ok: false,
      error: "Error",
      message: 'The engines Worker has no call named "forecast.nothingCalledThis".',
    });
    expect(await engines().run("toString", [])).toMatchObject({ ok: false });
  });
});

describe("a twin in the pages Worker", () => {
  it("throws the engine's refusal again as an AppError with its code, so pages still tell a missing channel apart", async () => {
    bindEngines();
    const email = "engines-twin-error@example.com";
    await signUp(email);
    const call = forecastForWorkspace(
      getDb(env),
      await workspaceOf(email),
      { title: "My next video", topic: "desk setup" },
      new Date(),
    );
    await expect(call).rejects.toBeInstanceOf(AppError);
    await expect(call).rejects.toMatchObject({ code: "no-channel", status: 404, message: NO_CHANNEL_ERROR });
  });

  it("sends the viewer as data: the engines Worker applies the same plan rules", async () => {
    bindEngines();
    const email = "engines-twin-viewer@example.com";
    await signUp(email, undefined, { plan: null });
    const viewer = await viewerOf(getDb(env), {
      id: await userIdOf(email),
      teamChannelId: await workspaceOf(email),
      isDemo: false,
    });
    expect(viewerData(viewer)).toEqual({
      userId: viewer.userId,
      teamChannelId: viewer.teamChannelId,
      isDemo: false,
      payerId: viewer.userId,
      plan: null,
    });
    const result = await analyzeCommentBatch(getDb(env), viewer, [
      { text: "Can you make a video about cable management next?" },
      { text: "This was so helpful, thank you!" },
    ]);
    expect(result.comments).toHaveLength(2);
    // Free has no Audience Demand Insights: the request is withheld and says why.
    expect(result.comments[0]!.request).toBeNull();
    expect(result.locked.map((l) => l.key)).toEqual(["audience-demand"]);
  });

  it("lists the assistant's tools as the engines Worker runs them, and forwards their runs", async () => {
    bindEngines();
    const listed = (tools: typeof ASK_TOOLS) =>
      tools.map(({ name, feature, description, parameters }) => ({ name, feature, description, parameters }));
    // MCP's tools/list and the model read the list in the pages Worker: the same tools, in the same order.
    expect(listed(ASK_TOOLS)).toEqual(listed(toolsHere));
    const email = "engines-twin-tools@example.com";
    await signUp(email);
    const ctx = await askContextFor({ email }, new Date("2026-11-20T12:00:00Z"));
    const remote = await runTool(ctx, "cadence");
    expect(remote).toEqual(await runToolHere(ctx, "cadence"));
    expect(remote.missing).toMatch(/Connect your YouTube channel/);
    expect(await ASK_TOOLS.find((t) => t.name === "series")!.run(ctx, {})).toEqual(await runToolHere(ctx, "series"));
    const [inWords] = await sourcesInWords([[{ tool: "rpm", href: "/rpm-booster", figures: { currentRPM: 3.5 } }]]);
    expect(inWords).toEqual([
      {
        tool: "rpm",
        href: "/rpm-booster",
        title: "RPM Booster",
        figures: ["your RPM ($3.50), a Vidwise estimate"],
      },
    ]);
  });

  it("reads the track record in the engines Worker, as in place", async () => {
    bindEngines();
    const email = "engines-twin-track@example.com";
    await signUp(email);
    const teamChannelId = await workspaceOf(email);
    const now = new Date("2026-11-20T12:00:00Z");
    expect(await trackRecordFor(getDb(env), teamChannelId, now)).toEqual(
      await trackRecordForHere(getDb(env), teamChannelId, now),
    );
    expect(await trackRecordLine(getDb(env), teamChannelId, now)).toMatch(/channel/i);
  });

  it("says what is missing when the pages Worker has no ENGINES binding", async () => {
    await expect(sentimentReport(getDb(env), "any-workspace", "30d")).rejects.toThrow(
      /ENGINES Service Binding is missing/,
    );
  });
});
