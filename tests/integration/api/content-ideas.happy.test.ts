import { describe, expect, it } from "vitest";
import { demoCookie, get, request } from "../../helpers";
import { seedSampleTemplate } from "../../sample";

type Idea = {
  id: string;
  title: string;
  reasoning: string;
  trendScore: number;
  difficulty: string;
  estimatedViews: string;
  bestUploadTime: string;
  tags: string[];
  evidence: { kind: string; text: string; count?: number; href?: string }[];
};
type Answer = {
  ideas: Idea[];
  stats: {
    totalGenerated: number;
    lastGenerated: string | null;
    nextBatch: string | null;
    trendsAnalyzed: number | null;
  };
  missing: string[];
};

describe("GET /api/ideas and POST /api/ideas/generate", () => {
  it("answers an empty list before the first batch, then the new batch in the spec's shape", async () => {
    await seedSampleTemplate();
    const cookie = await demoCookie();
    const before = (await (await get("/api/ideas", { cookie })).json()) as Answer;
    expect(before.ideas).toEqual([]);
    expect(before.stats).toMatchObject({ totalGenerated: 0, lastGenerated: null, trendsAnalyzed: null });

    const response = await request("POST", "/api/ideas/generate", { cookie });
    expect(response.status).toBe(200);
    const batch = (await response.json()) as Answer;
    expect(batch.ideas).toHaveLength(3);
    for (const idea of batch.ideas) {
      expect(Object.keys(idea)).toEqual(
        expect.arrayContaining([
          "id",
          "title",
          "reasoning",
          "trendScore",
          "difficulty",
          "estimatedViews",
          "bestUploadTime",
          "tags",
          "evidence",
        ]),
      );
      expect(idea.evidence.length).toBeGreaterThan(0);
      for (const e of idea.evidence) {
        expect(typeof e.kind).toBe("string");
        expect(typeof e.text).toBe("string");
        if (e.href) expect(e.href).toMatch(/^(https:\/\/www\.youtube\.com\/watch\?v=|\/)/);
      }
    }
    expect(batch.stats.totalGenerated).toBe(3);
    // Trends Analyzed counts one kind of thing, the keyword trends read: the demo has no trend
    // measurements (its "missing" list says so), whatever else the batch read.
    expect(batch.stats.trendsAnalyzed).toBe(0);
    expect(batch.missing.length).toBeGreaterThan(0);

    // GET answers the same batch.
    const after = (await (await get("/api/ideas", { cookie })).json()) as Answer;
    expect(after.ideas.map((i) => i.id)).toEqual(batch.ideas.map((i) => i.id));

    // An empty JSON object is accepted too; the new batch replaces the list, totals run on.
    const again = await request("POST", "/api/ideas/generate", { cookie, body: {} });
    expect(again.status).toBe(200);
    const second = (await again.json()) as Answer;
    expect(second.stats.totalGenerated).toBe(6);
    expect(second.ideas.map((i) => i.id)).not.toEqual(batch.ideas.map((i) => i.id));
  });
});
