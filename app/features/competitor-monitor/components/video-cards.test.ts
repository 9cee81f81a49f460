// A competitor video card as rendered: the views-per-hour row says how it was computed, and is
// left out (never a dash) when it cannot be.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { CompetitorVideo } from "../engine";
import { CompetitorVideoCards } from "./video-cards";

const video = (over: Partial<CompetitorVideo> = {}): CompetitorVideo => ({
  id: "abcdefghijk",
  title: "A".repeat(300),
  channel: "Rival",
  publishedAt: new Date(Date.now() - 17.9 * 86_400_000).toISOString(),
  thumbnail: null,
  viewCount: 9_000,
  likeCount: 300,
  commentCount: 20,
  duration: "12:00",
  description: "",
  tags: [],
  whyItWorks: "9.0K views at 17 days old.",
  keyTakeaways: [],
  trendScore: 90,
  channelId: "UCrival",
  durationSeconds: 720,
  isShort: false,
  outlierScore: 2,
  viewsPerHour: 21,
  viewsPerHourBasis: "since-upload",
  baseline: { medianViews: 4_500, peers: 4, method: "same-age", estimatedPeers: 0, ageDays: 17.9, age: "17 days" },
  ...over,
});

const render = (v: CompetitorVideo) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(CompetitorVideoCards, { videos: [v] })));

describe("a competitor video card", () => {
  it("says why an outlier works, and only how a video at or below the channel's median compares", () => {
    expect(render(video())).toContain(">Why it works</h4>");
    for (const outlierScore of [0.5, 1, null]) {
      const html = render(video({ outlierScore }));
      expect(html).toContain(">How it compares</h4>");
      expect(html).not.toContain("Why it works");
    }
  });

  it("says how views per hour was computed", () => {
    expect(render(video())).toMatch(/Views per hour[\s\S]*?<dd[^>]*>21<\/dd><dd[^>]*>since upload<\/dd>/);
    expect(render(video({ viewsPerHourBasis: "readings" }))).toContain("between the latest two readings");
  });

  it("leaves the row out when it cannot be computed, never a dash", () => {
    const html = render(video({ viewsPerHour: null, viewsPerHourBasis: null }));
    expect(html).not.toContain("Views per hour");
    expect(html).not.toContain("Needs two statistics snapshots");
  });

  it("ages the video as its card's relative age does, and lets a long title wrap", () => {
    const html = render(video());
    expect(html).toContain("17d ago");
    expect(html).toContain("at 17 days old");
    expect(html).toMatch(/<h3 class="[^"]*wrap-anywhere/);
  });

  it("lists each tag once, whatever its case or spaces", () => {
    const html = render(video({ tags: ["Inthefrow", "VLOG 36 ", "VLOG 36", "vlog 36", " ", "New York", "new york"] }));
    expect(html).toContain("Tags: Inthefrow, VLOG 36, New York</p>");
  });
});
