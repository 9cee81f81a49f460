// The assistant gives an account only what its plan and workspace allow: a tool whose feature the
// plan lacks (upload timing, viewer requests: Pro and up) returns no figures and says which plan
// has it, through both answerers; market analysis reads only the account's own searches.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ASK_TOOLS, runTool } from "~/features/ask-vidwise/tools.engines.server";
import worker from "../../workers/app";
import { ORIGIN, freshIp, grantPlan, postForm, postJson, sessionCookieFrom, signUp } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { askContextFor } from "./ask-vidwise-context";

type AskAnswer = {
  conversationId: string;
  answer: { content: string; sources: { tool: string; href: string; figures: Record<string, unknown> }[] };
};

const TIMING_QUESTION = "What day and hour should I publish?";
const DAY = /\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b/i;
const HOUR = /\b\d{1,2}(:\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\b|\b(morning|afternoon|evening|night)\b/i;
const PLAN_WORDS = /pro|plan|upgrade|locked/i;

/**
 * A free account (no plan) whose workspace holds the sample channel's data: a demo's copy, moved
 * to the new account, so every tool has something to compute from.
 */
async function freeAccountWithData(email: string) {
  const cookie = await signUp(email, undefined, { plan: null });
  const demo = await askContextFor({ cookie: sessionCookieFrom(await postForm("/demo", {})) });
  await env.DB.prepare("UPDATE users SET workspace_id = ? WHERE email = ?").bind(demo.user.teamChannelId, email).run();
  return cookie;
}

beforeAll(async () => {
  await seedSampleTemplate();
}, 60_000);

describe("a free account asking about Pro features", () => {
  it("gets no upload timing through POST /api/ask, only which plan has it", async () => {
    const email = "ask-free-timing@example.com";
    const cookie = await freeAccountWithData(email);
    const response = await postJson("/api/ask", { message: TIMING_QUESTION }, { cookie });
    expect(response.status).toBe(200);
    const { answer } = (await response.json()) as AskAnswer;
    expect(answer.content).toMatch(PLAN_WORDS);
    expect(answer.content).toContain("Pro");
    expect(DAY.test(answer.content) && HOUR.test(answer.content)).toBe(false);
    expect(answer.content).not.toMatch(DAY);
    expect(answer.content).not.toMatch(/weekday|heatmap|cells|long-form uploads/i);
    const sources = JSON.stringify(answer.sources);
    expect(sources).not.toMatch(/weekday|heatmap|cells/i);
    for (const source of answer.sources) if (source.tool === "upload-timing") expect(source.figures).toEqual({});

    // The same account on Pro gets its slot from the same data: the free answer withheld it.
    await grantPlan(email, "pro");
    const pro = (await (await postJson("/api/ask", { message: TIMING_QUESTION }, { cookie })).json()) as AskAnswer;
    const figures = pro.answer.sources.find((s) => s.tool === "upload-timing")?.figures;
    expect(figures).toMatchObject({ uploadsCompared: expect.any(Number), recommendation: expect.any(String) });
    expect(pro.answer.content).toContain(String(figures!.recommendation));
    expect(answer.content).not.toContain(String(figures!.recommendation));
  });

  it("gets no figures from any tool whose feature the plan lacks, whichever tool is asked", async () => {
    const email = "ask-free-tools@example.com";
    await freeAccountWithData(email);
    const ctx = await askContextFor({ email });
    const gated = ASK_TOOLS.filter((tool) => tool.feature !== null);
    expect(gated.map((tool) => tool.name).sort()).toEqual(["upload-timing", "viewer-requests"]);
    for (const tool of gated) {
      for (const result of [await runTool(ctx, tool.name), await tool.run(ctx, {})]) {
        expect(result, tool.name).toMatchObject({
          tool: tool.name,
          figures: {},
          facts: [],
          locked: true,
          href: "/pricing",
        });
        expect(result.missing).toMatch(/ is part of Pro and up, and your plan does not include it/);
      }
    }
    // Tools every plan has still answer.
    expect((await runTool(ctx, "cadence")).figures).not.toEqual({});
  });

  it("gets no upload timing from the model answerer either: the tool it calls is locked", async () => {
    const cookie = await freeAccountWithData("ask-free-model@example.com");
    const calls: Record<string, unknown>[] = [];
    const ai = {
      run: async (_model: string, inputs: Record<string, unknown>) => {
        calls.push(inputs);
        if (inputs.tools) return { response: "", tool_calls: [{ name: "upload-timing", arguments: {} }] };
        return { response: "Upload timing is part of the Pro plan." };
      },
    };
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}/api/ask`, {
        method: "POST",
        body: JSON.stringify({ message: TIMING_QUESTION }),
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          origin: ORIGIN,
          cookie,
          "cf-connecting-ip": freshIp(),
        },
      }),
      { ...env, AI: ai } as unknown as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    const toolMessage = (calls[1]!.messages as { role: string; content: string }[]).find((m) => m.role === "tool")!;
    const data = JSON.parse(toolMessage.content) as Record<string, unknown>;
    expect(data).toMatchObject({ tool: "upload-timing", figures: {}, facts: [], locked: true });
    expect(String(data.missing)).toMatch(/Pro/);
    const { answer } = (await response.json()) as AskAnswer;
    for (const source of answer.sources) expect(source.figures).toEqual({});
  });
});

describe("market analysis", () => {
  it("reads only the asking account's own Content Analyzer searches", async () => {
    const searcher = await signUp("ask-market-own@example.com");
    await signUp("ask-market-other@example.com");
    expect((await postForm("/youtube-tool", { query: "mechanical keyboards" }, { cookie: searcher })).status).toBe(200);

    const other = await askContextFor({ email: "ask-market-other@example.com" });
    for (const topic of ["mechanical keyboards", "keyboards", "keyboard"]) {
      const result = await runTool(other, "market-analysis", { topic });
      expect(result.figures, topic).toEqual({});
      expect(result.missing).toContain("analyse it in the Content Analyzer (/youtube-tool)");
    }

    const own = await askContextFor({ email: "ask-market-own@example.com" });
    const result = await runTool(own, "market-analysis", { topic: "keyboards" });
    expect(result.figures).toMatchObject({ query: "mechanical keyboards", videosAnalyzed: expect.any(Number) });

    // The other account runs the same search (served from the shared cache): now it is theirs too.
    const otherCookie = sessionCookieFrom(
      await postForm("/login", { email: "ask-market-other@example.com", password: "correct horse battery" }),
    );
    expect((await postForm("/youtube-tool", { query: "Mechanical  Keyboards" }, { cookie: otherCookie })).status).toBe(
      200,
    );
    expect((await runTool(other, "market-analysis", { topic: "mechanical keyboards" })).figures).toMatchObject({
      query: "mechanical keyboards",
    });
  });
});
