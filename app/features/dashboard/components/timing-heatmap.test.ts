// The upload-timing card as rendered: the grid of weekdays and times only once an upload fills it.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { uploadTiming } from "~/lib/upload-timing";
import { TimingHeatmap } from "./timing-heatmap";

const render = (timing: ReturnType<typeof uploadTiming>) =>
  renderToStaticMarkup(createElement(TimingHeatmap, { timing }));

describe("the upload-timing card", () => {
  it("says why nothing stands out, without a grid of empty cells, while no upload has a first week", () => {
    const html = render(uploadTiming([{ publishedAt: "2026-11-02T10:00:00Z", views7d: null }], "UTC"));
    expect(html).toContain("Any time: none stands out");
    expect(html).toContain("Not enough uploads to compare publish times yet");
    expect(html).not.toContain("<table");
    expect(html).not.toContain("n=0");
  });

  it("shows the grid, with the count in each cell, once an upload is measured", () => {
    const html = render(uploadTiming([{ publishedAt: "2026-11-02T10:00:00Z", views7d: 1_000 }], "UTC"));
    expect(html).toContain("<table");
    expect(html).toContain("n=1");
  });
});
