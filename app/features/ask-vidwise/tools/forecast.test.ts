import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LatestUpload } from "~/features/video-forecast/index.server";
import { videoAge } from "~/lib/format";
import { quotedFigures } from "../engine/figures";
import type { AskContext } from "../types";

const latestUploadsFor = vi.fn();
const nextUploadNormFor = vi.fn();
vi.mock("~/features/video-forecast/index.server", () => ({
  latestUploadsFor: (...args: unknown[]) => latestUploadsFor(...args),
  nextUploadNormFor: (...args: unknown[]) => nextUploadNormFor(...args),
  forecastTitle: vi.fn(),
}));

// Workers are reused across files (isolate: false): another file may have loaded ./forecast with
// the real forecaster, so the module graph is dropped first and ./forecast is read again with the mock.
vi.resetModules();
const { latestUploadsTool } = await import("./forecast");

const HOUR = 3_600_000;
const now = new Date("2026-11-27T12:00:00Z");

function upload(ageHours: number): LatestUpload {
  return {
    id: "v1",
    title: "My desk setup for 2027",
    publishedAt: new Date(now.getTime() - ageHours * HOUR).toISOString(),
    ageHours,
    views: 8_400,
    expected: 12_000,
    low: 9_000,
    high: 15_500,
    norm: 11_000,
    normUploads: 12,
    status: "on-track",
    basis: "channel growth curve",
  };
}

/** The latest upload's sentence, its figures, and the figures the sentence quotes. */
async function answerFor(ageHours: number) {
  latestUploadsFor.mockResolvedValue([upload(ageHours)]);
  // A fresh context per question: the tool reads the uploads once per ask.
  const ctx = { user: { teamChannelId: "ws" }, now } as unknown as AskContext;
  const result = await latestUploadsTool.run(ctx, {});
  const sentence = result.facts.find((f) => f.includes(" after "))!;
  return { sentence, figures: result.figures, quoted: quotedFigures(sentence, result.figures) };
}

describe("the latest upload's age in Ask's answer", () => {
  beforeEach(() => latestUploadsFor.mockReset());

  it("is whole days, rounded down as the pages count ages, never a decimal", async () => {
    const { sentence, figures, quoted } = await answerFor(17.6 * 24);
    expect(sentence).toContain("has 8,400 views after 17 days and is projected");
    expect(sentence).not.toMatch(/\d\.\d+ days?/);
    expect(figures.ageDays).toBe(17);
    expect(quoted.ageDays).toBe(17);
    // The same words as a page's "17 days old" for this age.
    expect(sentence).toContain(`after ${videoAge(17.6 * 24 * HOUR)} and`);
  });

  it("is one day, singular, from 24 hours to just under 48", async () => {
    expect((await answerFor(24)).sentence).toContain("after 1 day and");
    expect((await answerFor(47.9)).sentence).toContain("after 1 day and");
  });

  it("is whole hours under a day, at least one", async () => {
    const fresh = await answerFor(5.8);
    expect(fresh.sentence).toContain("after 5 hours and");
    expect(fresh.figures.ageHours).toBe(5);
    expect(fresh.figures.ageDays).toBeUndefined();
    expect(fresh.quoted.ageHours).toBe(5);
    expect((await answerFor(0.2)).sentence).toContain("after 1 hour and");
    expect((await answerFor(23.99)).sentence).toContain(`after ${videoAge(23.99 * HOUR)} and`);
  });
});

describe("the recent upload doing best", () => {
  beforeEach(() => latestUploadsFor.mockReset());

  it("is the one furthest ahead of its norm, not the newest nor the most viewed so far", async () => {
    const newest = { ...upload(30), id: "a", title: "Newest upload", views: 3_000, expected: 9_000, norm: 11_000 };
    const ahead = { ...upload(10 * 24), id: "b", title: "Ahead of its norm", views: 15_000, expected: 20_000 };
    const oldest = { ...upload(25 * 24), id: "c", title: "Oldest, most viewed", views: 19_000, expected: 19_500 };
    latestUploadsFor.mockResolvedValue([newest, ahead, { ...oldest, norm: 16_000 }]);
    const ctx = { user: { teamChannelId: "ws" }, now } as unknown as AskContext;
    const best = await latestUploadsTool.run(ctx, { focus: "best" });
    expect(best.figures.videoTitle).toBe("Ahead of its norm");
    expect(best.figures.percentOfNorm).toBe(182);
    expect(best.facts.join(" ")).toContain(
      "the one doing best against your norm is “Ahead of its norm”: it has 15,000 views",
    );
    // Without the focus, the newest leads as before.
    const latest = await latestUploadsTool.run({ ...ctx } as AskContext, {});
    expect(latest.figures.videoTitle).toBe("Newest upload");
  });
});

describe("a next upload's views", () => {
  beforeEach(() => nextUploadNormFor.mockReset());
  const ctx = () => ({ user: { teamChannelId: "ws" }, now }) as unknown as AskContext;

  it("is the norm of the format last published, with how widely those uploads spread", async () => {
    nextUploadNormFor.mockResolvedValue({
      norm: { format: "long", views: 11_000, uploads: 12, low: 4_200, high: 31_000 },
    });
    const result = await latestUploadsTool.run(ctx(), { focus: "next" });
    expect(result.missing).toBeUndefined();
    expect(result.facts[0]).toBe(
      "Before its title is known, your next long-form upload's best guess is your norm: 11,000 views at 28 days, the median of your last 12 long-form uploads.",
    );
    expect(result.facts[1]).toBe(
      "Leaving out the highest and lowest tenth, they reached between 4,200 and 31,000 views at 28 days.",
    );
    expect(quotedFigures(result.facts.join(" "), result.figures)).toEqual({
      norm28d: 11_000,
      normUploads: 12,
      spreadLow28d: 4_200,
      spreadHigh28d: 31_000,
    });
    // The latest uploads are not read for it.
    expect(latestUploadsFor).not.toHaveBeenCalled();
  });

  it("gives no spread for a few uploads, and says why there is no norm without one", async () => {
    nextUploadNormFor.mockResolvedValue({ norm: { format: "short", views: 900, uploads: 3, low: null, high: null } });
    const few = await latestUploadsTool.run(ctx(), { focus: "next" });
    expect(few.facts[0]).toContain(
      "your next Short's best guess is your norm: 900 views at 28 days, the median of your last 3 Shorts.",
    );
    expect(few.facts.join(" ")).not.toContain("lowest tenth");
    nextUploadNormFor.mockResolvedValue({ norm: null });
    const none = await latestUploadsTool.run(ctx(), { focus: "next" });
    expect(none.facts).toEqual([]);
    expect(none.missing).toBe(
      "None of your uploads can be read at 28 days yet, so there is no norm to set a next upload against.",
    );
    // Without a channel, what to connect.
    nextUploadNormFor.mockResolvedValue(null);
    expect((await latestUploadsTool.run(ctx(), { focus: "next" })).missing).toMatch(/^Connect your YouTube channel/);
  });
});
