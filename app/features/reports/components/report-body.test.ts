// The report's body as a client reads it on a shared link: the gaps say what is not in the report,
// never what the workspace should connect, import or run, and no value reads "not connected"; the
// team's page keeps saying what to connect. Neither links anywhere.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CLIENT_MISSING, MISSING, computeFigures, forClient } from "../engine/figures";
import { ReportBody } from "./report-body";

const NOW = new Date("2026-11-25T12:00:00Z");
const channel = { id: "UC1", title: "Northwind Tech Lab", subscriberCount: 1000 };

/** A channel with one upload and nothing else: no daily rows, no earlier uploads, no analysed comments. */
const bare = computeFigures({
  days: 28,
  now: NOW,
  channel,
  periodUploads: [
    { id: "a", title: "Budget laptop", publishedAt: new Date("2026-11-20T10:00:00Z"), viewCount: 300, isShort: false },
  ],
  baselineUploads: [],
  channelDays: [],
  sentiment: null,
  periodComments: 4,
});

const render = (audience: "team" | "client") =>
  renderToStaticMarkup(
    createElement(ReportBody, {
      report: {
        days: 28,
        generatedAt: NOW.toISOString(),
        brand: { name: "Vidwise", logoUrl: null, whiteLabel: false },
        figures: audience === "client" ? forClient(bare) : bare,
      },
      audience,
    }),
  );

const SETTINGS_WORDS = /Account Settings|connect Google|import YouTube Studio|not connected|run Comment Sentiment/i;

describe("the report's body", () => {
  it("tells the team what to connect", () => {
    const html = render("team");
    expect(html).toContain("not connected");
    expect(html).toContain(MISSING.days);
  });

  it("tells a client only what is not in the report", () => {
    const html = render("client");
    expect(html).toContain("Channel report: Northwind Tech Lab");
    expect(html).not.toMatch(SETTINGS_WORDS);
    expect(html).toContain(CLIENT_MISSING.days);
    expect(html).toContain(CLIENT_MISSING.sentiment);
    expect(html).toContain("not in this report");
    // No link into the app: the only links are the uploads, each to its video on YouTube.
    const links = [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1]);
    expect(links).toEqual(["https://www.youtube.com/watch?v=a"]);
  });

  it("has a client's words for every gap", () => {
    for (const note of Object.values(CLIENT_MISSING)) expect(note).not.toMatch(SETTINGS_WORDS);
    expect(Object.keys(CLIENT_MISSING).sort()).toEqual(Object.keys(MISSING).sort());
  });
});
