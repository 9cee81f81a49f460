import { describe, expect, it } from "vitest";
import { requestedPage, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/account", "/account"],
    ["/comment-sentiment?period=7d", "/comment-sentiment?period=7d"],
    ["/invite?token=a%2Bb", "/invite?token=a%2Bb"],
    ["/account#security", "/account#security"],
  ])("keeps the same-site path %s", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  // A client-side navigation fetches "/page.data": the person asked for "/page", not its raw data.
  it.each([
    ["/comment-sentiment.data", "/comment-sentiment"],
    ["/comment-sentiment.data?_routes=routes%2Fapp%2Flayout%2Croutes%2Fapp%2Fcomment-sentiment", "/comment-sentiment"],
    ["/comment-sentiment.data?period=7d&_routes=routes%2Fapp%2Fcomment-sentiment", "/comment-sentiment?period=7d"],
    ["/invite.data?token=a%2Bb", "/invite?token=a%2Bb"],
    ["/_.data", "/"],
    ["/.data", "/"],
    ["/dashboard?index", "/dashboard"],
    ["/dashboard.data?index&_routes=x", "/dashboard"],
  ])("turns React Router's data request %s into the page %s", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  it("keeps an index parameter that has a value: that one is the page's own", () => {
    expect(safeRedirect("/series-planner.data?index=2")).toBe("/series-planner?index=2");
  });

  it.each([
    "//evil.example",
    "//evil.example/comment-sentiment.data",
    "/\\evil.example",
    "/\\evil.example.data",
    "/.//evil.example.data",
    "/./\\evil.example.data",
    "https://evil.example/comment-sentiment.data",
    "https:evil.example",
    "https:evil.example.data",
    "http:/evil.example.data",
    "javascript:alert(1)",
    "%2F%2Fevil.example",
    "%2F%2Fevil.example.data",
    "%2F%5Cevil.example.data",
    "/\t/evil.example.data",
    "/\n/evil.example",
    "",
    undefined,
    null,
    42,
  ])("refuses %s", (to) => {
    expect(safeRedirect(to)).toBe("/dashboard");
  });

  it("answers the given fallback when it refuses", () => {
    expect(safeRedirect("//evil.example.data", "/account")).toBe("/account");
  });
});

describe("requestedPage", () => {
  it.each([
    ["http://vidwise.test/comment-sentiment", "/comment-sentiment"],
    ["http://vidwise.test/comment-sentiment?period=7d", "/comment-sentiment?period=7d"],
    ["http://vidwise.test/comment-sentiment.data?_routes=routes%2Fapp%2Flayout", "/comment-sentiment"],
    ["http://vidwise.test/comment-sentiment.data?period=7d&_routes=x", "/comment-sentiment?period=7d"],
    ["http://vidwise.test/_.data?_routes=root", "/"],
    ["http://vidwise.test/dashboard.data?index", "/dashboard"],
  ])("names the page %s asks for", (url, expected) => {
    expect(requestedPage(new URL(url))).toBe(expected);
  });
});
