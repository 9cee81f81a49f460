import { describe, expect, it } from "vitest";
import { asksCommentCount, asksSubscriberCount, notInData } from "./asked";

describe("the subscriber count", () => {
  it.each([
    ["How many subscribers do I have?", true],
    ["whats my sub count", true],
    ["How many people are subscribed to my channel?", true],
    ["total subs on my channel?", true],
    ["How many subscribers did I gain this month?", false],
    ["how's my subscriber count trending", false],
    ["how many subs did i get", false],
    ["How many subscribers does my competitor have?", false],
    ["how many followers do I have on instagram", false],
    ["What do my subscribers want me to make?", false],
  ])("%s → %s", (question, asked) => {
    expect(asksSubscriberCount(question)).toBe(asked);
  });
});

describe("the comment count", () => {
  it.each([
    ["How many comments did I get this month?", true],
    ["what's my comment count this week", true],
    ["number of comments on my videos lately", true],
    ["How many comments does my competitor get?", false],
    ["how many comments on my instagram", false],
    ["What do my comments say?", false],
  ])("%s → %s", (question, asked) => {
    expect(asksCommentCount(question)).toBe(asked);
  });
});

describe("what no tool reads", () => {
  it.each([
    ["What's the average age of my viewers?", "your viewers' ages or genders"],
    ["what's my audience demographics", "your viewers' ages or genders"],
    ["Which countries do my viewers come from?", "where your viewers are"],
    ["where are my subscribers from", "where your viewers are"],
    ["How many likes did my last video get?", "like, dislike or share counts"],
    ["what's the retention on my newest video", "audience retention (how long viewers keep watching a video)"],
    ["Do I have any copyright strikes?", "copyright claims, strikes or your monetisation status"],
    ["who are my subscribers", "who your subscribers are"],
    ["How long should my videos be?", "how your videos' length relates to their views"],
    ["what's the ideal video length for my channel", "how your videos' length relates to their views"],
    ["are my videos too long?", "how your videos' length relates to their views"],
  ])("%s", (question, what) => {
    expect(notInData(question)?.what).toBe(what);
  });

  it.each([
    "Do people like my content?",
    "What do my subscribers want me to make?",
    "is old age care a good topic?",
    "Are viewers annoyed by my sponsor segments or are they fine with them?",
    "Analyze the market for Pokemon card opening videos",
    "what's my average view duration",
    "How is my watch time per viewer?",
    "did my views drop off?",
    "How long should I wait between uploads?",
    "how long until my video gets views",
  ])("leaves %s to the tools", (question) => {
    expect(notInData(question)).toBeNull();
  });
});
