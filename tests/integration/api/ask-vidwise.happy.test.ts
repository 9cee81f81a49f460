import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { UNVERIFIED } from "~/features/ask-vidwise/model-answerer.engines.server";
import { SUGGESTED_QUESTIONS } from "~/features/ask-vidwise/suggested-questions";
import worker from "../../../workers/app";
import { ORIGIN, demoCookie, freshIp, postJson } from "../../helpers";
import { seedSampleTemplate } from "../../sample";

type AskAnswer = {
  conversationId: string;
  answer: { content: string; sources: { tool: string; href: string; figures: Record<string, unknown> }[] };
};

/** Server-sent events as (event, data) pairs. */
function events(text: string) {
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? "message";
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "null") as Record<string, unknown>;
      return { event, data };
    });
}

let cookie: string;
beforeAll(async () => {
  await seedSampleTemplate();
  cookie = await demoCookie();
});

describe("POST /api/ask", () => {
  it("answers from the sample workspace's tools with sources, and continues the conversation", async () => {
    const first = await postJson("/api/ask", { message: `  ${SUGGESTED_QUESTIONS[2]}  ` }, { cookie });
    expect(first.status).toBe(200);
    const body = (await first.json()) as AskAnswer;
    expect(body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.answer.content.length).toBeGreaterThan(20);
    expect(body.answer.sources.length).toBeGreaterThan(0);
    for (const source of body.answer.sources) {
      expect(source.href).toMatch(/^\/[a-z-]+/);
      expect(typeof source.figures).toBe("object");
    }
    // The documented shape, nothing else.
    expect(Object.keys(body).sort()).toEqual(["answer", "conversationId"]);

    const second = await postJson(
      "/api/ask",
      { message: SUGGESTED_QUESTIONS[4], conversationId: body.conversationId },
      { cookie },
    );
    expect(second.status).toBe(200);
    expect(((await second.json()) as AskAnswer).conversationId).toBe(body.conversationId);
  });

  it("streams with Accept: text/event-stream: meta, deltas, then done with the whole answer", async () => {
    const response = await postJson(
      "/api/ask",
      { message: SUGGESTED_QUESTIONS[3] },
      { cookie, headers: { accept: "text/event-stream" } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const list = events(await response.text());
    expect(list[0]!.event).toBe("meta");
    const conversationId = list[0]!.data.conversationId as string;
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const deltas = list.filter((e) => e.event === "delta").map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(0);
    const done = list[list.length - 1]!;
    expect(done.event).toBe("done");
    const answer = done.data.answer as AskAnswer["answer"];
    expect(done.data.conversationId).toBe(conversationId);
    expect(deltas.join("")).toBe(answer.content);
    expect(Array.isArray(answer.sources)).toBe(true);
  });

  it("streams the sources in words beside the answer, as the page's own thread shows them", async () => {
    const response = await postJson(
      "/api/ask",
      { message: SUGGESTED_QUESTIONS[4] },
      { cookie, headers: { accept: "text/event-stream" } },
    );
    const done = events(await response.text()).at(-1)!;
    expect(done.event).toBe("done");
    const answer = done.data.answer as AskAnswer["answer"];
    // The page's chat shows the sources in words, as its own thread does after a reload: the same
    // tools, each with its title and its figures as people read them, never a figure's key.
    expect(answer.sources.length).toBeGreaterThan(0);
    const inWords = done.data.sourcesInWords as { tool: string; href: string; title: string; figures: string[] }[];
    expect(inWords.map((s) => [s.tool, s.href])).toEqual(answer.sources.map((s) => [s.tool, s.href]));
    expect(inWords[0]!.title).toBe("RPM Booster");
    expect(inWords[0]!.figures.length).toBeGreaterThan(0);
    expect(inWords[0]!.figures[0]).toMatch(/^your RPM \(\$[\d.,]+\)/);
    expect(inWords[0]!.figures.join(" ")).not.toContain("currentRPM");
  });
});

describe("POST /api/ask with a Workers AI binding (mocked)", () => {
  /** The Worker with an AI binding whose run() asks for upload-timing, then answers with a made-up number. */
  async function askWithModel(accept: string) {
    const calls: Record<string, unknown>[] = [];
    const AI = {
      run: async (_model: string, inputs: Record<string, unknown>) => {
        calls.push(inputs);
        if (inputs.tools) return { response: "", tool_calls: [{ name: "upload-timing", arguments: {} }] };
        const text = "Upload timing is on your dashboard. Your uploads got 987,654,321 views last week.";
        if (!inputs.stream) return { response: text };
        return new ReadableStream<Uint8Array>({
          start(controller) {
            for (const piece of text.match(/.{1,9}/gs)!)
              controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify({ response: piece })}\n\n`));
            controller.enqueue(new TextEncoder().encode("data: [DONE]\n\n"));
            controller.close();
          },
        });
      },
    };
    const request = new Request(`${ORIGIN}/api/ask`, {
      method: "POST",
      body: JSON.stringify({ message: "When should I upload?" }),
      headers: { "content-type": "application/json", accept, origin: ORIGIN, cookie, "cf-connecting-ip": freshIp() },
    });
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, { ...env, AI } as unknown as Env, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    return { response, text, calls };
  }

  it("runs the tool the model asks for and does not show its made-up number as a fact", async () => {
    const { response, text, calls } = await askWithModel("application/json");
    expect(response.status).toBe(200);
    const body = JSON.parse(text) as AskAnswer;
    expect(calls).toHaveLength(2);
    const toolMessage = (calls[1]!.messages as { role: string; content: string }[]).find((m) => m.role === "tool")!;
    expect(JSON.parse(toolMessage.content)).toMatchObject({ tool: "upload-timing", href: "/dashboard" });
    expect(body.answer.content).not.toContain("987,654,321");
    expect(body.answer.content).toContain(`got ${UNVERIFIED} views`);
    expect(body.answer.sources.map((s) => s.tool)).toEqual(["upload-timing"]);
  });

  it("streams the model's checked answer", async () => {
    const { response, text } = await askWithModel("text/event-stream");
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const list = events(text);
    const deltas = list.filter((e) => e.event === "delta").map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).not.toContain("987");
    const done = list.at(-1)!;
    expect(done.event).toBe("done");
    expect((done.data.answer as AskAnswer["answer"]).content).toContain(UNVERIFIED);
  });
});
