import { describe, expect, it } from "vitest";
import { titleFor } from "./conversations.server";
import { TITLE_CHARACTERS } from "./limits";
import { parseAsk, parseConversationId } from "./schema";

describe("titleFor", () => {
  it("keeps a short question as it is, on one line", () => {
    expect(titleFor("  When should\n I upload?  ")).toBe("When should I upload?");
  });

  it("cuts a long question at a word, with an ellipsis, within the limit", () => {
    const title = titleFor(
      `What should my next video be if ${"my audience keeps asking for more budget camera comparisons ".repeat(3)}`,
    );
    expect([...title].length).toBeLessThanOrEqual(TITLE_CHARACTERS);
    expect(title.endsWith("…")).toBe(true);
    expect(title).not.toMatch(/\s…$/);
    expect(title.startsWith("What should my next video be if my audience")).toBe(true);
  });

  it("counts emoji as one character each", () => {
    expect(titleFor("🎬".repeat(TITLE_CHARACTERS))).toBe("🎬".repeat(TITLE_CHARACTERS));
  });
});

describe("parseAsk", () => {
  it("trims the message and treats an empty conversation id as a new conversation", () => {
    expect(parseAsk({ message: "  Hi \r\n there ", conversationId: "  " })).toEqual({
      ok: true,
      input: { message: "Hi \n there", conversationId: null },
    });
  });

  it("passes a given conversation id on for the ownership check", () => {
    expect(parseAsk({ message: "Hi", conversationId: "abc" })).toEqual({
      ok: true,
      input: { message: "Hi", conversationId: "abc" },
    });
  });

  it("refuses what cannot be a question", () => {
    expect(parseAsk({ message: " " }).ok).toBe(false);
    expect(parseAsk("When?").ok).toBe(false);
    expect(parseAsk({ message: "x".repeat(2_001) }).ok).toBe(false);
    expect(parseAsk({ message: "x".repeat(2_000) }).ok).toBe(true);
  });

  it("reads only ids that can be ours", () => {
    expect(parseConversationId("0b9e2c6e-1f7a-4c1e-9d1a-2b8f0c3d4e5f")).toBe("0b9e2c6e-1f7a-4c1e-9d1a-2b8f0c3d4e5f");
    expect(parseConversationId("../x")).toBeNull();
    expect(parseConversationId("")).toBeNull();
    expect(parseConversationId(42)).toBeNull();
  });
});
