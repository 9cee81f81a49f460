import { describe, expect, it } from "vitest";
import { answerPieces, sameOriginAppPath } from "./answer-links";

const links = (content: string) =>
  answerPieces(content)
    .filter((p) => p.kind === "link")
    .map((p) => (p as { path: string }).path);
const text = (content: string) =>
  answerPieces(content)
    .map((p) => (p.kind === "text" ? p.text : `<${p.path}>`))
    .join("");

describe("sameOriginAppPath", () => {
  it.each([
    "/rpm-booster",
    "/comment-sentiment",
    "/ask-vidwise?c=3f2a9c1e-0b7d-4c55-9a7e-1d2c3b4a5f60#latest",
    "/youtube-tool",
    "/pricing",
    "/video-forecast/",
  ])("keeps the app path %s", (path) => expect(sameOriginAppPath(path)).toBe(path));

  it.each([
    "//0x5db8d822",
    "//evil.example/pricing",
    "/\\evil.example",
    "/\\\\evil.example",
    "/pricing//evil",
    "/pricing?next=//evil.example",
    "/javascript:alert(1)",
    "/https://evil.example",
    "/ pricing",
    "/-pricing",
    "/1pricing",
    "/",
    "",
    "pricing",
    "https://evil.example",
    "javascript:alert(1)",
    "/pricing\n//evil",
  ])("refuses %j", (candidate) => expect(sameOriginAppPath(candidate)).toBeNull());
});

describe("answerPieces", () => {
  it("links each same-origin page an answer names, keeping its parentheses and the rest as text", () => {
    const content = "Your RPM is 3.50 (/rpm-booster). Also: import your Studio export (/account).";
    expect(links(content)).toEqual(["/rpm-booster", "/account"]);
    expect(text(content)).toBe("Your RPM is 3.50 (</rpm-booster>). Also: import your Studio export (</account>).");
  });

  it("leaves protocol-relative, backslash and scheme references as plain text", () => {
    const content =
      "Watch “Great tips (//0x5db8d822)” and (/\\evil.example) or (/https://evil.example), then (/dashboard).";
    expect(links(content)).toEqual(["/dashboard"]);
    expect(text(content)).toBe(
      "Watch “Great tips (//0x5db8d822)” and (/\\evil.example) or (/https://evil.example), then (</dashboard>).",
    );
  });

  it("returns the whole answer as one text piece when it names no page", () => {
    expect(answerPieces("No pages here.")).toEqual([{ kind: "text", text: "No pages here." }]);
    expect(answerPieces("")).toEqual([]);
  });
});
