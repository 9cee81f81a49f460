import { describe, expect, it } from "vitest";
import { seededRandom } from "~/lib/seeded-random";
import { featureEffects, type EffectRow, type FeatureEffect } from "./effects";
import { signedPercent } from "~/lib/format";
import {
  buildSuggestions,
  impactCategory,
  knownFeature,
  type Suggestion,
  type VideoForSuggestions,
} from "./suggestions";
import { titleFeatures } from "./title-features";
import { sameWords } from "./title-rewrite";

const NOW = Date.UTC(2026, 10, 1);
const EXPECTED_CTR = 4.5;
type Thumb = NonNullable<VideoForSuggestions["thumbnail"]>;

function video(
  id: string,
  title: string,
  daysAgo: number,
  ctr: number | null,
  o: { keyword?: string; thumb?: Partial<Thumb> } = {},
): VideoForSuggestions {
  const thumbnail: Thumb = {
    brightness: 55,
    contrast: 40,
    colourfulness: 40,
    edgeDensity: 22,
    textDensity: 10,
    distinctiveness: 61,
    ...o.thumb,
  };
  return {
    videoId: id,
    title,
    publishedAt: new Date(NOW - daysAgo * 86_400_000).toISOString(),
    outcome: ctr === null ? null : Math.log(ctr / EXPECTED_CTR),
    ctr,
    expectedCtr: ctr === null ? null : EXPECTED_CTR,
    features: { ...titleFeatures(title, o.keyword ?? null), ...thumbnail },
    primaryKeyword: o.keyword ?? null,
    thumbnail,
  };
}

function effect(
  feature: string,
  value: number,
  low: number,
  high: number,
  probabilityPositive: number,
  over: Partial<FeatureEffect> = {},
): FeatureEffect {
  return {
    feature,
    kind: "boolean",
    withCount: 14,
    withoutCount: 19,
    threshold: null,
    effect: value,
    low,
    high,
    probabilityPositive,
    enough: true,
    significant: low > 0 || high < 0,
    ...over,
  };
}

/** Twenty older videos at or above expectation, so "recent" and "under-performing" matter. */
const OLDER = Array.from({ length: 20 }, (_, i) =>
  video(
    `old${String(i).padStart(2, "0")}`,
    i % 2 ? "Is the Steam Deck OLED Worth It?" : "My Desk Setup Tour",
    40 + i,
    4.6 + (i % 4) * 0.3,
  ),
);

const digits = (text: string) => (text.match(/\p{Nd}+/gu) ?? []).sort();

function expectNoInventedFacts(suggestions: Suggestion[]) {
  for (const s of suggestions.filter((x) => x.type === "title")) {
    expect(sameWords(s.current, s.suggested), `${s.current} → ${s.suggested}`).toBe(true);
    for (const d of digits(s.suggested)) expect(digits(s.current)).toContain(d);
  }
}

describe("buildSuggestions", () => {
  const recent = [
    video("a", "I Tested Every M4 MacBook Air Config So You Don't Have To (2026 Review)", 2, 3.2, {
      keyword: "macbook air",
    }),
    video("b", "Why I Switched to Arch Linux", 5, 3.9, { keyword: "arch linux" }),
    video("c", "Sony A7 IV vs Canon R6 II - which camera should you buy", 9, 4.0),
    video("d", "Best Budget Microphones in 2026", 12, 6.1), // above expectation
    video("e", "Rust Ownership Explained Simply", 14, 3.0, { thumb: { brightness: 31, contrast: 18 } }),
  ];
  const videos = [...recent, ...OLDER];
  const effects = [
    effect("truncatedOnMobile", -0.15, -0.25, -0.05, 0.004),
    effect("isQuestion", 0.12, 0.04, 0.21, 0.993),
    effect("brightness", 0.14, 0.05, 0.24, 0.998, { kind: "numeric", threshold: 52 }),
    effect("keywordPosition", -0.18, -0.3, -0.06, 0.003, { kind: "numeric", threshold: 2 }),
  ];
  const result = buildSuggestions(videos, effects, { max: 10 });
  const byVideo = new Map(result.suggestions.map((s) => [s.videoId, s]));

  it("suggests only for recent under-performers, one each, ranked by expected gain", () => {
    expect(result.considered).toBe(4); // a, b, c, e; d is above expectation
    expect([...byVideo.keys()].sort()).toEqual(["a", "b", "c", "e"]);
    const gains = result.suggestions.map((s) => s.effect);
    expect(gains).toEqual([...gains].sort((x, y) => y - x));
    expect(result.reason).toMatch(/^Only 4 of your 12 newest videos are below their expected CTR/);
  });

  it("max 3 by default, no reason when full", () => {
    const three = buildSuggestions(videos, effects);
    expect(three.suggestions).toHaveLength(3);
    expect(new Set(three.suggestions.map((s) => s.videoId)).size).toBe(3);
    expect(three.reason).toBeNull();
    expect(three.suggestions.map((s) => s.videoId)).toEqual(result.suggestions.slice(0, 3).map((s) => s.videoId));
  });

  it("a harmful feature is removed with the sign turned round: shortened to ≤ 60 at a boundary", () => {
    const a = byVideo.get("a")!;
    expect(a).toMatchObject({
      type: "title",
      feature: "truncatedOnMobile",
      suggested: "I Tested Every M4 MacBook Air Config So You Don't Have To",
    });
    expect([...a.suggested].length).toBeLessThanOrEqual(60);
    // 1/(1 − 0.15) − 1 = +17.6%; interval from the reversed bounds: 1/0.95 − 1, 1/0.75 − 1.
    expect(a.effect).toBeCloseTo(1 / 0.85 - 1, 10);
    expect(a.low).toBeCloseTo(1 / 0.95 - 1, 10);
    expect(a.high).toBeCloseTo(1 / 0.75 - 1, 10);
    expect(a.expectedCTRImprovement).toBe("+18% CTR (95% interval +5% to +33%)");
    expect(a.confidence).toBe(100); // 1 − 0.004 = 0.996
    expect(a.category).toBe("High Impact");
    expect(a.reasoning).toContain("This video got 3.2% CTR against an expected 4.5%.");
    expect(a.reasoning).toMatch(
      /the 14 titles over 60 characters \(cut on mobile\).*the 19 titles of 60 characters or fewer/,
    );
  });

  it("moves the keyword to the front when a later keyword hurts", () => {
    expect(byVideo.get("b")).toMatchObject({
      feature: "keywordPosition",
      suggested: "Arch Linux: Why I Switched",
      expectedCTRImprovement: "+22% CTR (95% interval +6% to +43%)",
    });
  });

  it("adds a question mark where the title already asks", () => {
    const c = byVideo.get("c")!;
    expect(c).toMatchObject({
      feature: "isQuestion",
      suggested: "Sony A7 IV vs Canon R6 II - which camera should you buy?",
      confidence: 99,
      category: "High Impact",
    });
    expect(c.expectedCTRImprovement).toBe("+12% CTR (95% interval +4% to +21%)");
  });

  it("a thumbnail change is a concrete target from the channel's own numbers", () => {
    const e = byVideo.get("e")!;
    expect(e.type).toBe("thumbnail");
    expect(e.current).toMatch(/^Brightness 31\/100, contrast 18\/100/);
    expect(e.suggested).toMatch(
      /^Raise brightness from 31 to at least 52\/100 .*Thumbnails at or above it got 14% higher CTR\.$/,
    );
    expect(e.reasoning).toContain("This video got 3.0% CTR against an expected 4.5%.");
    expect(e.reasoning).toContain("thumbnails with brightness 52/100 or more");
  });

  it("never invents words or numbers in a rewritten title", () => {
    expectNoInventedFacts(result.suggestions);
  });

  it("the same input in any order gives the same output", () => {
    expect(buildSuggestions([...videos].reverse(), effects, { max: 10 })).toEqual(result);
  });

  it("ignores effects that are not significant, and says why when none is", () => {
    const none = buildSuggestions(
      videos,
      effects.map((e) => ({ ...e, significant: false, enough: false })),
    );
    expect(none.suggestions).toEqual([]);
    expect(none.reason).toBe(
      "No feature has an interval clear of zero yet: 25 videos with CTR data; effects need 8 on each side.",
    );
  });

  it("passes over an effect that would need an invented fact, and uses the next one", () => {
    const numberFirst = [effect("hasNumber", 0.3, 0.15, 0.45, 0.999), effect("isQuestion", 0.12, 0.04, 0.21, 0.993)];
    const v = [video("q", "Canon or Sony - which camera should you buy", 1, 3.5), ...OLDER];
    const out = buildSuggestions(v, numberFirst);
    expect(out.suggestions).toHaveLength(1);
    expect(out.suggestions[0]).toMatchObject({
      feature: "isQuestion",
      suggested: "Canon or Sony - which camera should you buy?",
    });
    // With only "add a number" proven, the video is skipped and the reason says so.
    const onlyNumber = buildSuggestions(v, numberFirst.slice(0, 1));
    expect(onlyNumber.suggestions).toEqual([]);
    expect(onlyNumber.reason).toContain("no proven effect (numbers) can be applied");
  });

  it("does not shorten a question into a statement when questions are proven to help", () => {
    const title = "Sony WH-1000XM6 Long-Term Review: The Best Noise Cancelling Headphones Money Can Buy in 2026?";
    const v = [video("h", title, 1, 3.0), ...OLDER];
    const both = [
      effect("truncatedOnMobile", -0.15, -0.25, -0.05, 0.004),
      effect("isQuestion", 0.12, 0.04, 0.21, 0.993),
    ];
    expect(buildSuggestions(v, both).suggestions).toEqual([]);
    expect(buildSuggestions(v, both.slice(0, 1)).suggestions[0]!.suggested).toBe("Sony WH-1000XM6 Long-Term Review");
  });

  it("does not push a title past 60 characters", () => {
    const q = [effect("isQuestion", 0.12, 0.04, 0.21, 0.993)];
    const fiftyNine = "Sony A7 IV vs Canon R6 II vs Nikon Z6: which should you get";
    expect([...fiftyNine].length).toBe(59);
    expect(buildSuggestions([video("x", fiftyNine, 1, 3.0), ...OLDER], q).suggestions[0]!.suggested).toBe(
      `${fiftyNine}?`,
    );
    const sixty = "Sony A7 IV vs Canon R6 II vs Nikon Z6 II: which should I get";
    expect([...sixty].length).toBe(60);
    const out = buildSuggestions([video("y", sixty, 1, 3.0), ...OLDER], q);
    expect(out.suggestions).toEqual([]);
    expect(out.considered).toBe(1);
  });

  it("removes brackets when brackets hurt, with confidence from the reversed probability", () => {
    const v = [video("br", "I Tested Every M4 MacBook Air Config (2026 Review)", 1, 3.1), ...OLDER];
    const [s] = buildSuggestions(v, [effect("hasBrackets", -0.2, -0.3, -0.08, 0.02)]).suggestions;
    expect(s).toMatchObject({
      suggested: "I Tested Every M4 MacBook Air Config 2026 Review",
      confidence: 98,
      category: "High Impact",
    });
    expect(s!.effect).toBeCloseTo(0.25, 10);
    expect(s!.expectedCTRImprovement).toBe("+25% CTR (95% interval +9% to +43%)");
  });

  it("capitals: takes the emphasis off one shouted word when capitals hurt", () => {
    const v = [video("caps", "This $200 Keyboard Is INSANE", 1, 3.4), ...OLDER];
    const caps = [effect("capitalsShare", -0.1, -0.18, -0.02, 0.01, { kind: "numeric", threshold: 0.1 })];
    const [s] = buildSuggestions(v, caps).suggestions;
    expect(s).toMatchObject({
      type: "title",
      suggested: "This $200 Keyboard Is Insane",
      category: "High Impact",
      confidence: 99,
    });
    expect(s!.reasoning).toContain(`Writes "Insane" in normal case instead of ALL CAPS.`);
    expect(s!.reasoning).toContain("titles with 10%+ of letters in ALL-CAPS words");
  });

  it("only the `recent` newest videos are considered", () => {
    const oldUnder = video("z", "Mac or PC", 400, 2.0);
    const q = [effect("isQuestion", 0.12, 0.04, 0.21, 0.993)];
    const out = buildSuggestions([oldUnder, ...OLDER], q);
    expect(out.suggestions).toEqual([]);
    expect(out.considered).toBe(0);
    expect(out.reason).toBe("None of your 12 newest videos is below its expected CTR, so there is nothing to fix.");
    expect(buildSuggestions([oldUnder, ...OLDER], q, { recent: 30 }).suggestions[0]!.suggested).toBe("Mac or PC?");
  });

  it("without Studio data speaks of views at 7 days", () => {
    const noStudio = videos.map((v) => ({ ...v, ctr: null, expectedCtr: null }));
    const out = buildSuggestions(noStudio, effects);
    expect(out.suggestions[0]!.expectedCTRImprovement).toMatch(/^\+\d+% views at 7 days \(95% interval/);
    expect(out.suggestions[0]!.reasoning).toContain("the channel's median views at 7 days");
    const none = buildSuggestions(noStudio, []);
    expect(none.reason).toBe(
      "No feature has an interval clear of zero yet: 25 videos with 7-day views; effects need 8 on each side.",
    );
  });

  it("measured on views against uploads of a similar age, says so instead of views at 7 days", () => {
    const noStudio = videos.map((v) => ({ ...v, ctr: null, expectedCtr: null }));
    const out = buildSuggestions(noStudio, effects, { outcome: "relative" });
    expect(out.suggestions[0]!.expectedCTRImprovement).toMatch(
      /^\+\d+% views against uploads of a similar age \(95% interval/,
    );
    expect(out.suggestions[0]!.reasoning).toContain("the views of the uploads published nearest to");
    expect(out.suggestions[0]!.reasoning).not.toContain("at 7 days");
    expect(buildSuggestions(noStudio, [], { outcome: "relative" }).reason).toBe(
      "No feature has an interval clear of zero yet: 25 videos with views compared with uploads of a similar age; effects need 8 on each side.",
    );
  });
});

describe("end to end: featureEffects → buildSuggestions on a channel with a planted effect", () => {
  // Statements that read as questions; their "?" versions get 30% more clicks than expected.
  const BASES = [
    "Sony A7 IV vs Canon R6 II - which camera should you buy",
    "M4 MacBook Air: Worth It",
    "Steam Deck OLED — Still Worth Buying in 2026",
    "Kindle or Kobo",
    "Framework Laptop 13 After a Year | Is It Still Good",
    "Notion vs Obsidian: which note app wins",
    "Raspberry Pi 5 Home Server: Is It Enough",
    "Standing Desk After Six Months - Was It Worth It",
  ];
  const rng = seededRandom("e2e-channel");
  const videos: VideoForSuggestions[] = Array.from({ length: 48 }, (_, i) => {
    const asked = rng.next() < 0.5;
    const title = BASES[i % BASES.length]! + (asked ? "?" : "");
    const ctr = EXPECTED_CTR * Math.exp((asked ? Math.log(1.3) : 0) + 0.15 * rng.normal());
    return video(`v${String(i).padStart(2, "0")}`, title, i * 3, Math.round(ctr * 10) / 10);
  });
  const rows: EffectRow[] = videos.map((v) => ({ videoId: v.videoId, outcome: v.outcome!, features: v.features }));
  const effects = featureEffects(rows, { seed: "workspace-1" });
  const out = buildSuggestions(videos, effects);

  it("finds the question effect and applies it to recent under-performers only", () => {
    const q = effects.find((e) => e.feature === "isQuestion")!;
    expect(q.significant).toBe(true);
    expect(q.low).toBeLessThan(0.3);
    expect(q.high).toBeGreaterThan(0.3);
    expect(out.suggestions.length).toBeGreaterThan(0);
    expect(out.suggestions.length).toBeLessThanOrEqual(3);
    const newest = new Set(videos.slice(0, 12).map((v) => v.videoId));
    for (const s of out.suggestions) {
      const v = videos.find((x) => x.videoId === s.videoId)!;
      expect(newest.has(s.videoId)).toBe(true);
      expect(v.outcome!).toBeLessThan(0);
      expect(s.low).toBeGreaterThan(0);
      expect(s.confidence).toBeGreaterThanOrEqual(95);
    }
    const questions = out.suggestions.filter((s) => s.feature === "isQuestion");
    expect(questions.length).toBeGreaterThan(0);
    for (const s of questions) expect(s.suggested).toBe(`${s.current}?`);
    expectNoInventedFacts(out.suggestions);
  });
});

describe("helpers", () => {
  it("impact categories: ≥ 10% High, ≥ 5% Medium, else Low", () => {
    expect(impactCategory(0.1)).toBe("High Impact");
    expect(impactCategory(0.0999)).toBe("Medium Impact");
    expect(impactCategory(0.05)).toBe("Medium Impact");
    expect(impactCategory(0.049)).toBe("Low Impact");
  });

  it("signed percents", () => {
    expect(signedPercent(0.1234)).toBe("+12%");
    expect(signedPercent(-0.034)).toBe("-3%");
    expect(signedPercent(0.004)).toBe("+0.4%");
    expect(signedPercent(0)).toBe("0%");
  });

  it("feature keys: canonical, prefixed, US spelling, unknown", () => {
    expect(knownFeature("isQuestion")).toEqual({ type: "title", key: "isQuestion" });
    expect(knownFeature("thumbnail.brightness")).toEqual({ type: "thumbnail", key: "brightness" });
    expect(knownFeature("colorfulness")).toEqual({ type: "thumbnail", key: "colourfulness" });
    expect(knownFeature("dominantRed")).toBeNull();
  });
});
