import { describe, expect, it } from "vitest";
import { checkChapters, findChapters, parseChapterLine, parseTimestamp, zeroChapterLine } from "./chapters";

const check = (text: string) => checkChapters(findChapters(text));

describe("parseTimestamp", () => {
  it.each([
    ["0:00", 0],
    ["00:00", 0],
    ["3:15", 195],
    ["12:05", 725],
    ["1:02:03", 3723],
    ["0:00:00", 0],
  ])("%s is %i seconds", (text, seconds) => expect(parseTimestamp(text)).toBe(seconds));
  it.each(["1:75", "1:60:00", "100:00", "1:2", "abc"])("%s is not a timestamp", (text) =>
    expect(parseTimestamp(text)).toBeNull(),
  );
});

describe("parseChapterLine", () => {
  it.each([
    ["0:00 Intro", 0, "Intro"],
    ["00:00 - Intro", 0, "Intro"],
    ["1:02:03 Outro", 3723, "Outro"],
    ["(3:15) Setup", 195, "Setup"],
    ["[3:15] Setup", 195, "Setup"],
    ["• 3:15 Setup", 195, "Setup"],
    ["▶️ 3:15 – Setup 🎬", 195, "Setup 🎬"],
    ["  - 12:30 | Lens test", 750, "Lens test"],
    ["Setup (3:15)", 195, "Setup"],
    ["Setup - 3:15", 195, "Setup"],
    ["3:15 セットアップ", 195, "セットアップ"],
  ])("%s", (line, seconds, label) => {
    expect(parseChapterLine(line)).toMatchObject({ seconds, label });
  });
  it.each([
    "At 3:15 I show the trick",
    "The sale ends at 5:00",
    "3:15",
    "0:00 -",
    "1:75 Broken",
    "Visit https://example.com/3:15",
  ])("%s is not a chapter line", (line) => {
    expect(parseChapterLine(line)).toBeNull();
  });
});

describe("checkChapters (YouTube's rules)", () => {
  it("accepts three or more ascending chapters from 0:00, each at least 10 seconds", () => {
    expect(check("Intro text\n0:00 Intro\n0:10 Setup\n1:00 Test\nmore text")).toEqual({
      valid: true,
      count: 3,
      problems: [],
      startsAtZero: true,
    });
  });
  it("accepts h:mm:ss and mixed widths", () => {
    expect(check("00:00 Intro\n12:00 Part one\n59:59 Part two\n1:02:03 Outro").valid).toBe(true);
  });
  it("rejects a list whose first timestamp is not 0:00", () => {
    expect(check("0:15 Intro\n1:00 Setup\n2:00 Test")).toMatchObject({
      valid: false,
      startsAtZero: false,
      problems: ["The first timestamp is 0:15; YouTube's first chapter must start at 0:00."],
    });
  });
  it("rejects only two chapters", () => {
    expect(check("0:00 Intro\n1:00 Setup")).toMatchObject({
      valid: false,
      count: 2,
      problems: ["Only 2 timestamps; YouTube needs at least 3."],
    });
  });
  it("rejects timestamps that go backwards or repeat", () => {
    expect(check("0:00 Intro\n2:00 Test\n1:00 Setup\n1:00 Again").problems).toEqual([
      "1:00 (“Setup”) comes after 2:00; timestamps must be in ascending order.",
      "1:00 (“Again”) comes after 1:00; timestamps must be in ascending order.",
    ]);
  });
  it("rejects a chapter shorter than 10 seconds, and accepts exactly 10", () => {
    expect(check("0:00 Intro\n0:09 Setup\n1:00 Test").problems).toEqual([
      "“Intro” (0:00 to 0:09) lasts 9 seconds; chapters must be at least 10 seconds long.",
    ]);
    expect(check("0:00 Intro\n0:10 Setup\n1:00 Test").valid).toBe(true);
  });
  it("reports no chapters", () => {
    expect(check("Just words.\nAt 3:15 I show it.")).toMatchObject({ valid: false, count: 0 });
  });
});

describe("zeroChapterLine", () => {
  it("copies the shape of the first chapter line", () => {
    const first = (line: string) => findChapters(`${line}\n9:00 B\n9:30 C`)[0]!;
    expect(zeroChapterLine(first("1:30 Setup"))).toBe("0:00 Intro");
    expect(zeroChapterLine(first("• 01:30 - Setup"))).toBe("• 00:00 - Intro");
    expect(zeroChapterLine(first("(1:30) Setup"))).toBe("(0:00) Intro");
    expect(zeroChapterLine(first("Setup (1:30)"))).toBe("Intro (0:00)");
    expect(zeroChapterLine(first("0:01:30 Setup"))).toBe("0:00:00 Intro");
  });
});
