import { describe, expect, it } from "vitest";
import { demoCookie, postJson, signUp } from "../../helpers";

const PATH = "/api/ab-test/evaluate";

type Answer = {
  variants: { name: string; ctr: number; ctrLow: number; ctrHigh: number; probabilityBest: number }[];
  winner: string | null;
  pValue: number;
  impressionsNeeded: number | null;
};

let cookie: string;
const session = async () => (cookie ??= await signUp("ab-happy@example.com"));

async function evaluate(body: unknown, sessionCookie?: string): Promise<Answer> {
  const response = await postJson(PATH, body, { cookie: sessionCookie ?? (await session()) });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  return (await response.json()) as Answer;
}

describe("POST /api/ab-test/evaluate", () => {
  it("names the winner of a clear test, with exactly the contract's fields", async () => {
    const body = await evaluate({
      metric: "ctr",
      variants: [
        { name: "A", impressions: 1000, clicks: 50 },
        { name: "B", impressions: 1000, clicks: 80 },
      ],
    });
    expect(Object.keys(body).sort()).toEqual(["impressionsNeeded", "pValue", "variants", "winner"]);
    for (const v of body.variants)
      expect(Object.keys(v).sort()).toEqual(["ctr", "ctrHigh", "ctrLow", "name", "probabilityBest"]);
    expect(body.winner).toBe("B");
    expect(body.impressionsNeeded).toBeNull();
    // p̄ = 0.065, se = √(0.065·0.935·0.002) = 0.011025, z = 2.721095, two-sided p = 0.0065066.
    expect(body.pValue).toBeCloseTo(0.0065066, 7);
    const [a, b] = body.variants;
    expect(a).toEqual({
      name: "A",
      ctr: 0.05,
      ctrLow: expect.closeTo(0.03813, 5),
      ctrHigh: expect.closeTo(0.065314, 5),
      probabilityBest: 0.0033,
    });
    expect(b).toMatchObject({ name: "B", ctr: 0.08, probabilityBest: 0.9967 });
  });

  it("says how many more impressions an inconclusive test needs (metric defaults to ctr)", async () => {
    const body = await evaluate({
      variants: [
        { name: "Old", impressions: 1000, clicks: 50 },
        { name: "New", impressions: 1000, clicks: 60 },
      ],
    });
    expect(body.winner).toBeNull();
    expect(body.pValue).toBeCloseTo(0.32668, 4);
    // Per group (z_0.975 = 1.959964, z_0.8 = 0.841621): (0.631918 + 0.271284)² / 0.01² = 8157.7 → 8,158; 2·8,158 − 2,000.
    expect(body.impressionsNeeded).toBe(14_316);
    expect(body.variants.map((v) => v.probabilityBest)).toEqual([0.1644, 0.8356]);
  });

  it("evaluates three variants with the chi-square test", async () => {
    const body = await evaluate({
      variants: [
        { name: "Face close-up", impressions: 5000, clicks: 250 },
        { name: "Bold text", impressions: 5000, clicks: 330 },
        { name: "Plain", impressions: 5000, clicks: 260 },
      ],
    });
    // χ² = (30² + 50² + 20²)/(5000·0.056·0.944) = 14.37651 on 2 df: p = e^{−7.18826} = 0.000755405.
    expect(body.pValue).toBeCloseTo(0.000755405, 9);
    expect(body.winner).toBe("Bold text");
    expect(body.variants.map((v) => v.name)).toEqual(["Face close-up", "Bold text", "Plain"]);
    expect(body.variants.reduce((sum, v) => sum + v.probabilityBest, 0)).toBeCloseTo(1, 3);
  });

  it("answers a test that has not started: even odds, full intervals, nothing to size yet", async () => {
    const body = await evaluate({
      variants: [
        { name: "A", impressions: 0, clicks: 0 },
        { name: "B", impressions: 0, clicks: 0 },
      ],
    });
    expect(body).toEqual({
      variants: [
        { name: "A", ctr: 0, ctrLow: 0, ctrHigh: 1, probabilityBest: 0.5 },
        { name: "B", ctr: 0, ctrLow: 0, ctrHigh: 1, probabilityBest: 0.5 },
      ],
      winner: null,
      pValue: 1,
      impressionsNeeded: null,
    });
  });

  it("takes trillion-impression counts, trims names and ignores unknown fields", async () => {
    const body = await evaluate({
      variants: [
        { name: "  Title A  ", impressions: 1e12, clicks: 5e10, note: "ignored" },
        { name: "Title B", impressions: 1e12, clicks: 5e10 + 2e6 },
      ],
      extra: true,
    });
    expect(body.variants.map((v) => v.name)).toEqual(["Title A", "Title B"]);
    expect(body.winner).toBe("Title B");
    expect(body.pValue).toBeGreaterThan(0);
    expect(body.variants[1]!.ctr).toBe((5e10 + 2e6) / 1e12);
  });

  it("does not crown a variant that leads on its prior alone, and says how long to run", async () => {
    // C, shown once without a click, has P(best) ≈ (1 − 0.012)² ≈ 0.976 from its flat prior; A vs B is decisive.
    const body = await evaluate({
      variants: [
        { name: "A", impressions: 1_000_000, clicks: 10_000 },
        { name: "B", impressions: 1_000_000, clicks: 12_000 },
        { name: "C", impressions: 1, clicks: 0 },
      ],
    });
    expect(body.variants[2]!.probabilityBest).toBeGreaterThan(0.95);
    expect(body.pValue).toBeLessThan(0.05);
    expect(body.winner).toBeNull();
    expect(body.impressionsNeeded).toBeGreaterThan(0);
    expect(body.impressionsNeeded! % 3).toBe(0);
  });

  it("serves demo visitors, and answers the same twice (nothing stored, nothing random)", async () => {
    const demo = await demoCookie();
    const body = {
      variants: [
        { name: "A", impressions: 300, clicks: 20 },
        { name: "B", impressions: 280, clicks: 25 },
        { name: "C", impressions: 0, clicks: 0 },
      ],
    };
    const first = await evaluate(body, demo);
    expect(await evaluate(body, demo)).toEqual(first);
    expect(first.winner).toBeNull();
    expect(Number.isInteger(first.impressionsNeeded)).toBe(true);
  });
});
