import { describe, expect, it } from "vitest";
import { periodOf, proposedTitleOf, topicAskedOf, topicOf, videoTitleOf } from "./entities";

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
    ["is standing desks a good topic?", "standing desks"],
    ["how many views do videos about standing desks get", "standing desks"],
    ["Is the crypto niche too crowded or still worth entering?", "crypto"],
    ["Is there room for a new channel doing sourdough baking or is it too crowded?", "sourdough baking"],
    ["is anyone searching for retro console repair videos, and how many channels cover it", "retro console repair"],
    ["is interest in keyboards going up", "keyboards"],
    ["trend report for my keywords", null],
    ["upcoming search spikes for december", null],
  ])("topic in %s", (question, topic) => {
    expect(topicOf(question)).toBe(topic);
  });

  it.each([
    ["is standing desks a good topic?", "standing desks"],
    ["are budget webcams worth covering?", "budget webcams"],
    ["should I make videos about standing desks?", "standing desks"],
    ["would standing desk videos do well on my channel?", "standing desk"],
    ["what do you know about standing desks as a topic?", "standing desks"],
    ["Is a baby name challenge a good idea?", "baby name challenge"],
    ["would a budget desk tour be a good video?", "budget desk tour"],
    ["Should I do another Fenty review?", "fenty review"],
    ["should I make another standing desk video", "standing desk"],
    ["Should I make another one?", null],
    ["Would a series be a good idea?", null],
    ["Would a podcast be a good idea?", null],
    ["do longer videos perform well?", null],
    ["Is posting shorts worth it?", null],
    ["Is there demand for standing desk reviews?", null],
  ])("a topic asked as a topic in %s", (question, topic) => {
    expect(topicAskedOf(question)).toBe(topic);
  });

  it("matches a workspace title quoted or mostly named, and nothing loosely similar", () => {
    const titles = ["Why I Quit Cadence Calendar", "Budget Desk Setup Tour", "Desk Setup Tour 2025"];
    expect(videoTitleOf('How is "why i quit cadence calendar" doing?', titles)).toBe("Why I Quit Cadence Calendar");
    expect(videoTitleOf("why did my budget desk setup tour flop", titles)).toBe("Budget Desk Setup Tour");
    expect(videoTitleOf("what about my desk", titles)).toBeNull();
    expect(videoTitleOf("anything", [])).toBeNull();
  });
});
