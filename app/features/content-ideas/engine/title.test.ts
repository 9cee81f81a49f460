import { describe, expect, it } from "vitest";
import { measureTitle, writeTitle } from "./title";
import type { TitleEffect } from "./types";

const effect = (feature: string, value: number, over: Partial<TitleEffect> = {}): TitleEffect => ({
  feature,
  kind: "boolean",
  withCount: 20,
  withoutCount: 30,
  threshold: null,
  effect: value,
  low: value > 0 ? value / 3 : value * 2,
  high: value > 0 ? value * 2 : value / 3,
  significant: true,
  ...over,
});
const base = { label: "Home Server", formatWord: "setup", requested: true, year: 2026 };
const measured = (effects: TitleEffect[]) => ({ outcome: "studio" as const, videosAnalyzed: 80, effects });

describe("titles written in the patterns that measurably work", () => {
  it("is plain, and says so, before the optimizer has measured anything", () => {
    const out = writeTitle({ ...base, evidence: null });
    expect(out.title).toBe("Home Server Setup");
    expect(out.patterns).toEqual([]);
    expect(out.note).toMatch(/not measured yet/);
  });

  it("numbers a follow-up after the part its upload was, within a known whole", () => {
    const follow = (label: string) =>
      writeTitle({ ...base, label, titled: true, evidence: null, followUp: "part" }).title;
    expect(follow("Treasure Hunt")).toBe("Treasure Hunt Part 2");
    expect(follow("Treasure Hunt Part 3")).toBe("Treasure Hunt Part 4");
    expect(follow("Kevin Smith Talks Red State Part 2/5")).toBe("Kevin Smith Talks Red State Part 3/5");
    expect(follow("Kevin Smith Talks Red State Part 5/5")).toBe("Kevin Smith Talks Red State Part 6");
  });

  it("ignores effects whose interval touches zero", () => {
    const out = writeTitle({
      ...base,
      evidence: measured([
        effect("hasNumber", 0.3, { significant: false, low: -0.05 }),
        effect("isQuestion", 0.2, { significant: false }),
      ]),
    });
    expect(out.title).toBe("Home Server Setup");
    expect(out.note).toMatch(/No title feature is clear of zero/);
  });

  it("writes a number and a question in when both help, and names their effects", () => {
    const out = writeTitle({ ...base, evidence: measured([effect("hasNumber", 0.25), effect("isQuestion", 0.15)]) });
    const features = measureTitle(out.title);
    expect(features.hasNumber).toBe(true);
    expect(features.isQuestion).toBe(true);
    expect(out.title).toBe("Home Server Setup in 2026: Is It Worth It?");
    expect(out.patterns.map((p) => p.feature)).toEqual(["hasNumber", "isQuestion"]);
    expect(out.patterns[0]!.effectText).toMatch(/^\+25%.*95% interval \+8% to \+50%, 20 videos with vs 30 without/);
  });

  it("keeps a hurting feature out and respects a measured length limit", () => {
    const out = writeTitle({
      ...base,
      label: "Self-Hosting on a Home Server with Docker and Plex",
      evidence: measured([
        effect("isQuestion", -0.2),
        effect("hasNumber", 0.1),
        effect("firstOrSecondPerson", 0.3),
        effect("truncatedOnMobile", -0.15),
      ]),
    });
    expect(measureTitle(out.title).isQuestion).toBe(false);
    expect([...out.title].length).toBeLessThanOrEqual(60);
    expect(out.patterns.map((p) => p.label)).toContain("no a question");
    expect(out.note).toMatch(/Left out to stay within the measured length/);
  });

  it("writes the year in brackets when both a number and brackets help", () => {
    const out = writeTitle({ ...base, evidence: measured([effect("hasBrackets", 0.15), effect("hasNumber", 0.1)]) });
    expect(out.title).toBe("Home Server Setup (2026)");
    expect(out.patterns.map((p) => p.feature).sort()).toEqual(["hasBrackets", "hasNumber"]);
    const bracketsOnly = writeTitle({ ...base, evidence: measured([effect("hasBrackets", 0.15)]) });
    expect(bracketsOnly.title).toBe("Home Server (Setup)");
  });

  it("says “you asked” for a requested topic when first and second person help", () => {
    const out = writeTitle({ ...base, evidence: measured([effect("firstOrSecondPerson", 0.2)]) });
    expect(out.title).toBe("You Asked: Home Server Setup");
    expect(measureTitle(out.title).firstOrSecondPerson).toBe(true);
    const notRequested = writeTitle({
      ...base,
      requested: false,
      evidence: measured([effect("firstOrSecondPerson", 0.2)]),
    });
    expect(notRequested.title).toBe("Home Server Setup: What You Need to Know");
  });
});
