// Content Ideas on a small channel, as most creators who sign up have: 19 uploads, a few comments
// each, two tracked competitors in the same niche. Through the Worker, what a creator relies on:
// a full batch, each idea backed by evidence about that idea, viewer comments quoted only when
// they ask for something, an idea from what beat a competitor's median, distinct ideas and
// titles that read as whole phrases.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { asks, readsAsFragment, titleKey, topicTerms } from "~/features/content-ideas/engine";
import { IDEAS_PER_BATCH } from "~/features/content-ideas/messages";
import { postForm, request, signUp, waitForSyncs, workspaceOf } from "../helpers";

type Idea = {
  title: string;
  topic: string;
  topicKey: string;
  reasoning: string;
  evidence: { kind: string; text: string; count?: number; href?: string }[];
  evidenceStrength?: "solid" | "thin";
  thinEvidence?: string | null;
  rankReason?: string;
  score: number;
};

const OWNER = "ideas-small@example.com";
let cookie = "";
let ideas: Idea[] = [];

async function waitForCommentAnalysis(teamChannelId: string) {
  for (let i = 0; i < 600; i++) {
    const active = await env.DB.prepare(
      "SELECT count(*) AS n FROM sentiment_runs WHERE workspace_id = ? AND status IN ('queued', 'running')",
    )
      .bind(teamChannelId)
      .first<{ n: number }>();
    if (active!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("comment analysis did not finish");
}

const generate = async () => {
  const response = await request("POST", "/api/ideas/generate", { cookie, body: {} });
  expect(response.status).toBe(200);
  return ((await response.json()) as { ideas: Idea[] }).ideas;
};

beforeAll(async () => {
  cookie = await signUp(OWNER, undefined, { plan: "pro" });
  const team = await workspaceOf(OWNER);
  expect(
    (await postForm("/account", { intent: "connect-channel", channel: "@nineteen-sample" }, { cookie })).status,
  ).toBe(200);
  for (const rival of ["@fifty-sample", "@fiftyone-sample"])
    expect((await postForm("/competitor-monitor", { intent: "add", channel: rival }, { cookie })).status).toBe(200);
  await waitForSyncs(team);
  // Generating scores the waiting comments first (a few dozen here: in the request itself).
  ideas = await generate();
  await waitForCommentAnalysis(team);
}, 120_000);

describe("a batch on a small channel with competitors", () => {
  it("is full, ranked by score, and each idea says its rank", () => {
    expect(ideas).toHaveLength(IDEAS_PER_BATCH);
    expect(ideas.map((i) => i.score)).toEqual([...ideas.map((i) => i.score)].sort((a, b) => b - a));
    ideas.forEach((idea, i) => {
      expect(idea.rankReason).toMatch(new RegExp(`^Ranked ${["1st", "2nd", "3rd"][i]} of ${ideas.length}`));
      expect(idea.reasoning).toContain(idea.rankReason);
    });
  });

  it("backs each idea with evidence about that idea", () => {
    for (const idea of ideas) {
      const named = new Set([...topicTerms(idea.title), ...topicTerms(idea.topic)]);
      expect(
        idea.evidence.some((e) => topicTerms(e.text).some((t) => named.has(t))),
        `${idea.title}: ${idea.evidence.map((e) => e.text).join(" / ")}`,
      ).toBe(true);
    }
  });

  it("quotes a viewer only where the comment asks for something", () => {
    const quotes = ideas.flatMap((i) =>
      i.evidence.filter((e) => (e.kind === "request" || e.kind === "question") && e.text.startsWith("“")),
    );
    for (const q of quotes) expect(asks(q.text.slice(1, q.text.indexOf("”"))), q.text).not.toEqual([]);
    // The channel's viewers do ask ("Could you do a video on replacing the switch?"): that request is an idea.
    const requested = ideas.find((i) => i.evidence.some((e) => e.kind === "request"));
    expect(requested?.evidence[0]!.text).toMatch(/^[\d,]+ viewers? asked for a video on /);
  });

  it("builds an idea on a competitor's upload that beat its channel's median, and says how it fits", () => {
    const fromRivals = ideas.filter((i) => i.evidence.some((e) => e.kind === "competitor-outlier"));
    expect(fromRivals.length).toBeGreaterThanOrEqual(1);
    for (const idea of fromRivals) {
      const lines = idea.evidence.filter((e) => e.kind === "competitor-outlier").map((e) => e.text);
      expect(lines[0]).toMatch(/competitor videos? on .+ beat (its|their) channel's median views \(best [\d.]+×/);
      expect(lines.some((l) => /^(Fits your channel|Topic fit is weak)/.test(l))).toBe(true);
      expect(idea.evidence.some((e) => e.href?.startsWith("https://www.youtube.com/watch?v="))).toBe(true);
    }
  });

  it("gives distinct ideas whose titles read as whole phrases", () => {
    expect(new Set(ideas.map((i) => i.topicKey)).size).toBe(ideas.length);
    expect(new Set(ideas.map((i) => titleKey(i.title))).size).toBe(ideas.length);
    for (const idea of ideas) expect(readsAsFragment(idea.title), idea.title).toBe(false);
  });

  it("says so where the evidence is thin, and what would help", () => {
    for (const idea of ideas) {
      if (idea.evidenceStrength === "thin") {
        expect(idea.thinEvidence).toMatch(/^Thin evidence: .+\. What would help: .+\.$/);
        expect(idea.reasoning).toContain(idea.thinEvidence!);
      } else expect(idea.thinEvidence).toBeNull();
    }
  });

  it("stays full when generated again, new topics first and any repeat said to be one", async () => {
    const first = new Set(ideas.map((i) => i.topicKey));
    const again = await generate();
    expect(again).toHaveLength(IDEAS_PER_BATCH);
    expect(again.some((i) => !first.has(i.topicKey))).toBe(true);
    for (const idea of again)
      if (first.has(idea.topicKey)) expect(idea.rankReason).toContain("It was in your last batch too");
  });
});
