import { describe, expect, it } from "vitest";
import { isExactChannelName, readChannelQuery } from "./channel-input";

// The Competitor Monitor's "Add a channel" box: links and handles are looked up, names searched.
describe("readChannelQuery", () => {
  it.each([
    ["ByteSized Desk", "ByteSized Desk"],
    ["  Circuit   &  Coffee ", "Circuit & Coffee"],
    ["AC/DC Fan Club", "AC/DC Fan Club"],
    ["Mr. Beast", "Mr. Beast"],
    ["Kurzgesagt – In a Nutshell", "Kurzgesagt – In a Nutshell"],
  ])("reads %j as a name to search, with no handle to try", (raw, name) => {
    expect(readChannelQuery(raw)).toEqual({ kind: "name", name, handle: null });
  });

  it("reads one word as a name that may be a handle typed without its at-sign", () => {
    expect(readChannelQuery("bytesized")).toEqual({ kind: "name", name: "bytesized", handle: "bytesized" });
    expect(readChannelQuery("linus.tech.tips")).toEqual({
      kind: "name",
      name: "linus.tech.tips",
      handle: "linus.tech.tips",
    });
    // Too short for a handle (3-30 characters), still a name.
    expect(readChannelQuery("TK")).toEqual({ kind: "name", name: "TK", handle: null });
  });

  it.each([
    ["@mkbhd", { kind: "handle", handle: "mkbhd" }],
    ["https://www.youtube.com/@mkbhd/videos", { kind: "handle", handle: "mkbhd" }],
    ["youtube.com/channel/UCX6OQ3DkcsbYNE6H8uQQuVA", { kind: "id", id: "UCX6OQ3DkcsbYNE6H8uQQuVA" }],
    ["UCX6OQ3DkcsbYNE6H8uQQuVA", { kind: "id", id: "UCX6OQ3DkcsbYNE6H8uQQuVA" }],
    ["https://youtu.be/dQw4w9WgXcQ", { kind: "video", videoId: "dQw4w9WgXcQ" }],
    ["/c/SomeName", { kind: "custom", name: "SomeName" }],
  ])("looks %j up directly", (raw, input) => {
    expect(readChannelQuery(raw)).toEqual({ kind: "lookup", input });
  });

  it.each([
    ["blank", "   "],
    ["a link to another site", "https://example.com/@someone"],
    ["a scheme-less link to another site", "example.com/@someone"],
    ["a broken YouTube link", "https://www.youtube.com/channel/not-an-id"],
    ["an at-sign with a space", "@two words"],
    ["punctuation only", "?!…"],
    ["a name over 100 characters", "a ".repeat(60)],
    ["a control character", "Byte\u0000Sized"],
  ])("refuses %s", (_label, raw) => {
    expect(readChannelQuery(raw)).toBeNull();
  });
});

describe("isExactChannelName", () => {
  const desk = { title: "ByteSized Desk", handle: "bytesizeddesk" };
  it("matches the title or the handle in any letter case and spacing", () => {
    expect(isExactChannelName("bytesized desk", desk)).toBe(true);
    expect(isExactChannelName("  ByteSized   Desk ", desk)).toBe(true);
    expect(isExactChannelName("ByteSizedDesk", desk)).toBe(true);
    expect(isExactChannelName("@bytesizeddesk", desk)).toBe(true);
  });

  it("does not take a title that only contains the name for a match", () => {
    expect(isExactChannelName("ByteSized", desk)).toBe(false);
    expect(
      isExactChannelName("ByteSized Desk", { title: "Sample: ByteSized Desk", handle: "bytesizeddesk-sample" }),
    ).toBe(false);
    expect(isExactChannelName("Desk", { title: "Desk", handle: null })).toBe(true);
    expect(isExactChannelName("", { title: "", handle: null })).toBe(false);
  });
});
