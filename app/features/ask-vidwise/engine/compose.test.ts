import { describe, expect, it } from "vitest";
import type { ToolResult } from "../types";
import { numbersIn, untracedNumbers } from "./figures";
import { cannotAnswer, composeAnswer, offTopicAnswer, refusalAnswer, unsureAnswer } from "./compose";

const rpm: ToolResult = {
  tool: "rpm",
  href: "/rpm-booster",
  figures: { currentRPM: 10.89, views28: 564070, unused: 42 },
  facts: ["Your RPM is 10.89 on 564,070 views."],
};
const ideasMissing: ToolResult = {
  tool: "content-ideas",
  href: "/content-ideas",
  figures: {},
  facts: [],
  missing: "No idea batch yet: generate one on Content Ideas.",
};

describe("composing an answer", () => {
  it("writes the facts with the page and sources listing exactly the figures quoted", () => {
    const answer = composeAnswer("rpm", [rpm]);
    expect(answer.content).toContain("Your RPM is 10.89 on 564,070 views. (/rpm-booster)");
    expect(answer.sources).toEqual([
      { tool: "rpm", href: "/rpm-booster", figures: { currentRPM: 10.89, views28: 564070 } },
    ]);
  });

  it("says what to connect when the data is missing, in the tools' order", () => {
    const alone = composeAnswer("next-video", [ideasMissing]);
    expect(alone.content).toBe(
      "I can't answer that from your data yet: No idea batch yet: generate one on Content Ideas. (/content-ideas)",
    );
    const mixed = composeAnswer("next-video", [ideasMissing, rpm]);
    expect(mixed.content.indexOf("10.89")).toBeLessThan(mixed.content.indexOf("Also: No idea batch"));
    expect(mixed.sources.map((s) => s.tool)).toEqual(["content-ideas", "rpm"]);
    expect(mixed.sources[0]!.figures).toEqual({});
  });

  it("lists what it can answer for an off-topic question, with no figures", () => {
    const answer = offTopicAnswer();
    expect(answer.content).toContain("when to upload");
    expect(answer.content).toContain("how to raise your RPM");
    expect(answer.sources).toEqual([]);
  });

  it("sources the count a missing message states from the tool's figures, and no fixed horizon", () => {
    const unanalysed: ToolResult = {
      tool: "comment-sentiment",
      href: "/comment-sentiment",
      figures: { commentsNotAnalysed: 7613 },
      facts: [],
      missing: "7,613 comments have not been analysed yet.",
    };
    const latest: ToolResult = {
      tool: "latest-uploads",
      href: "/video-forecast",
      figures: { norm: 1500 },
      facts: ["Your norm is 1,500 views at 28 days."],
    };
    const answer = composeAnswer("sentiment", [unanalysed, latest]);
    expect(answer.content).toContain("7,613 comments");
    expect(answer.sources.find((s) => s.tool === "comment-sentiment")!.figures).toEqual({ commentsNotAnalysed: 7613 });
    expect(answer.sources.find((s) => s.tool === "latest-uploads")!.figures).toEqual({ norm: 1500 });
    // So the check that counts numbers among the sources' figures finds only the horizon untraced.
    expect(
      untracedNumbers(
        answer.content,
        answer.sources.flatMap((s) => Object.values(s.figures)),
      ),
    ).toEqual(["28"]);
    // A missing message whose tool lists no figure for its number leaves it untraced, never sourced.
    const bare = composeAnswer("sentiment", [{ ...unanalysed, figures: {} }]);
    expect(bare.sources[0]!.figures).toEqual({});
  });

  it("lists only figures of the tool itself, under the tool's own keys", () => {
    const ideas: ToolResult = {
      tool: "content-ideas",
      href: "/content-ideas",
      figures: { ideas: 12, unused: 3.5 },
      facts: ["12 ideas, 3 of them at 28 days."],
    };
    const answer = composeAnswer("next-video", [ideas, rpm]);
    expect(answer.sources.map((s) => s.figures)).toEqual([{ ideas: 12 }, { currentRPM: 10.89, views28: 564070 }]);
  });

  it("offers the likeliest kinds as questions when not sure, with no figures and no numbers", () => {
    const answer = unsureAnswer(["requests", "sentiment"]);
    expect(answer.content).toContain("Did you mean one of these?");
    expect(answer.content).toContain('what your viewers ask for in comments: ask "What do my viewers ask for?"');
    expect(answer.content).toContain("how viewers feel about your videos");
    expect(answer.content).not.toContain("RPM");
    expect(numbersIn(answer.content)).toEqual([]);
    expect(answer.sources).toEqual([]);
  });

  it("refuses without sources", () => {
    expect(refusalAnswer({ kind: "other-users" }).content).toContain("I can't share anything about other users");
    expect(refusalAnswer({ kind: "instructions" }).sources).toEqual([]);
  });
});

describe("answering what was asked", () => {
  const noSearch: ToolResult = {
    tool: "market-analysis",
    href: "/youtube-tool",
    figures: {},
    facts: [],
    missing:
      "No stored market analysis for “standing desks”: analyse it in the Content Analyzer (/youtube-tool), then ask again.",
  };
  const noKeyword: ToolResult = {
    tool: "trends",
    href: "/youtube",
    figures: {},
    facts: [],
    missing: "“standing desks” is not among the keywords measured for you.",
  };

  it("says it has no data on a named topic yet, and what would give it", () => {
    const answer = composeAnswer("market", [noSearch, noKeyword], { kind: "topic", topic: "standing desks" });
    expect(answer.content).toMatch(
      /^I have no data on “standing desks” yet\. No stored market analysis for “standing desks”: analyse it in the Content Analyzer/,
    );
    expect(answer.content).toContain("Also: “standing desks” is not among the keywords measured for you.");
    expect(answer.content).not.toMatch(/home server/);
  });

  it("leads a topic's answer with the topic, and a subscriber answer with the count", () => {
    const search: ToolResult = {
      tool: "market-analysis",
      href: "/youtube-tool",
      figures: { videosAnalyzed: 20 },
      facts: ["The search found 20 videos."],
    };
    expect(composeAnswer("market", [search], { kind: "topic", topic: "desks" }).content).toMatch(
      /^Here is what your data says about “desks”\./,
    );
    const kpis: ToolResult = {
      tool: "dashboard-kpis",
      href: "/dashboard",
      figures: { subscriberCount: 12300 },
      facts: ["Your channel has 12,300 subscribers."],
    };
    const answer = composeAnswer("kpis", [kpis], { kind: "subscribers" });
    expect(answer.content).toMatch(/^Here is your channel's subscriber count\./);
    expect(answer.content).not.toMatch(/Visibility/);
  });

  it("says plainly what it cannot tell, lists what it can, and writes no number", () => {
    const answer = cannotAnswer({ what: "your viewers' ages or genders", where: "YouTube Studio shows them" });
    expect(answer.content).toMatch(/^I can't tell you your viewers' ages or genders yet: /);
    expect(answer.content).toContain("Here is what I can tell you:");
    expect(answer.content).toContain("- how to raise your RPM");
    expect(answer.sources).toEqual([]);
    expect(numbersIn(answer.content)).toEqual([]);
  });
});
