import { describe, expect, it } from "vitest";
import { periodOf, proposedTitleOf, topicOf, videoTitleOf } from "./entities";

describe("entities", () => {
  it.each([
    ['What if I titled it "5 Desks Under $200"?', "5 Desks Under $200"],
    ["What if I call it My Honest Review After One Year?", "My Honest Review After One Year"],
    ["How would a video called “Budget Desk Tour” do?", "Budget Desk Tour"],
    ["How can I raise my RPM?", null],
    ["How can I make better titles?", null],
    ["how many views would a video called budget desk setup get?", "budget desk setup"],
    ["what if i titled it my first desk tour", "my first desk tour"],
    ["Should I name it Desk Tour 2026?", "Desk Tour 2026"],
    ["Is this title good?", null],
  ])("proposed title in %s", (question, title) => {
    expect(proposedTitleOf(question)).toBe(title);
  });

  it.each([
    ["How did comments go this week?", 7],
    ["Sentiment over the last month", 30],
    ["What happened in the last 28 days?", 28],
    ["past 3 months", 90],
    ["this year", 365],
    ["When should I upload?", null],
  ])("period in %s", (question, days) => {
    expect(periodOf(question)?.days ?? null).toBe(days);
  });

  it.each([
    ["Is there demand for standing desk reviews?", "standing desk reviews"],
    ["How saturated is the market for mechanical keyboards?", "mechanical keyboards"],
    ['What about "home office"?', "home office"],
    ["When should I upload?", null],
  ])("topic in %s", (question, topic) => {
    expect(topicOf(question)).toBe(topic);
  });

  it("matches a workspace title quoted or mostly named, and nothing loosely similar", () => {
    const titles = ["Why I Quit Cadence Calendar", "Budget Desk Setup Tour", "Desk Setup Tour 2025"];
    expect(videoTitleOf('How is "why i quit cadence calendar" doing?', titles)).toBe("Why I Quit Cadence Calendar");
    expect(videoTitleOf("why did my budget desk setup tour flop", titles)).toBe("Budget Desk Setup Tour");
    expect(videoTitleOf("what about my desk", titles)).toBeNull();
    expect(videoTitleOf("anything", [])).toBeNull();
  });
});
