// Ask Vidwise asked in the languages Vidwise reads comments in, through the Worker (POST /api/ask):
// "what do my viewers ask for?" in Spanish, Portuguese, French, German, Italian, Hindi and Arabic
// is answered in English from the workspace's viewer requests, with its sources, never with the
// off-topic reply; and the RPM answer names the drivers RPM Booster did not measure.
import { beforeAll, describe, expect, it } from "vitest";
import { TUNE, VIEWERS_ASK } from "~/features/ask-vidwise/__fixtures__/multilingual-questions";
import { driverOf } from "~/features/ask-vidwise/tools/money";
import { analyzeWorkspace } from "~/features/rpm-booster/index.server";
import { get, pageText, postForm, postJson, sessionCookieFrom, signUp } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { askContextFor } from "./ask-vidwise-context";

type AskAnswer = {
  answer: { content: string; sources: { tool: string; href: string; figures: Record<string, unknown> }[] };
};

const OFF_TOPIC = /can'?t help|can’t help|not sure which part/i;

async function ask(cookie: string, message: string): Promise<AskAnswer["answer"]> {
  const response = await postJson("/api/ask", { message }, { cookie });
  expect(response.status, message).toBe(200);
  return ((await response.json()) as AskAnswer).answer;
}

let cookie: string;

beforeAll(async () => {
  await seedSampleTemplate();
  cookie = sessionCookieFrom(await postForm("/demo", {}));
  // The creator analyses the comments on Comment Sentiment, as the requests answer asks first.
  expect((await postForm("/comment-sentiment", { intent: "analyze" }, { cookie })).status).toBe(200);
  for (let i = 0; i < 300; i++) {
    if (!(await pageText(await get("/comment-sentiment?period=90d", { cookie }))).includes("Analyzing comments:"))
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

describe("“what do my viewers ask for?” in the audience's languages", () => {
  it.each(Object.entries(VIEWERS_ASK))("answers it in %s from the viewer requests", async (_lang, question) => {
    const answer = await ask(cookie, question);
    expect(answer.content).not.toMatch(OFF_TOPIC);
    expect(answer.sources[0]?.tool).toBe("viewer-requests");
    expect(answer.sources[0]?.href).toBe("/comment-sentiment");
    // From the channel's data: the top request, as the English question's answer gives it.
    expect(answer.sources[0]?.figures).toMatchObject({ topRequest: expect.any(String) });
    expect(answer.content).toContain(String(answer.sources[0]!.figures.topRequest));
  });

  it("gives the same figures as the question asked in English", async () => {
    const english = await ask(cookie, "What do my viewers ask for?");
    const spanish = await ask(cookie, VIEWERS_ASK.es!);
    expect(spanish.sources).toEqual(english.sources);
  });

  it("answers other kinds in other languages from their tools", async () => {
    const picks = [
      TUNE.find((c) => c.lang === "de" && c.kind === "rpm")!,
      TUNE.find((c) => c.lang === "hi-latn" && c.kind === "underperform")!,
      TUNE.find((c) => c.lang === "ar" && c.kind === "cadence")!,
    ];
    const tools = { rpm: "rpm", underperform: "latest-uploads", cadence: "cadence" } as const;
    for (const c of picks) {
      const answer = await ask(cookie, c.question);
      expect(answer.content, c.question).not.toMatch(OFF_TOPIC);
      expect(answer.sources[0]?.tool, c.question).toBe(tools[c.kind as keyof typeof tools]);
    }
  });

  it("tells a new account in Spanish what to connect, with the tool as its source, not the off-topic reply", async () => {
    const fresh = await signUp("ask-languages-new@example.com", undefined, { plan: "pro" });
    const answer = await ask(fresh, VIEWERS_ASK.es!);
    expect(answer.content).not.toMatch(OFF_TOPIC);
    expect(answer.sources.map((s) => s.tool)).toEqual(["viewer-requests"]);
  });
});

describe("the RPM answer and RPM Booster", () => {
  it("names every driver RPM Booster did not measure, and calls only measured ones in line", async () => {
    const ctx = await askContextFor({ cookie });
    const booster = await analyzeWorkspace(ctx.db, ctx.user.teamChannelId, new Date());
    expect(booster.notMeasured.length).toBeGreaterThan(0);
    const answer = await ask(cookie, "How can I raise my RPM?");
    expect(answer.sources[0]?.tool).toBe("rpm");
    for (const line of booster.notMeasured) expect(answer.content).toContain(driverOf(line));
    const count = new Set(booster.notMeasured.map(driverOf)).size;
    expect(answer.content).toContain(
      `RPM Booster lists ${count} ${count === 1 ? "driver" : "drivers"} as not measured`,
    );
    expect(answer.content).not.toMatch(/every (measured )?driver/i);
    expect(answer.sources[0]?.figures).toMatchObject({ notMeasured: expect.any(String) });
  });
});
