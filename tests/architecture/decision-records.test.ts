// A decision record is the decision, its reasons and its consequences: short enough to read before
// changing the code it governs. Measurements belong in docs/benchmarks.md and history in git; a
// decision that changes is marked on the status line ("Superseded in part by …"), not appended to.
import { describe, expect, it } from "vitest";

const RECORDS = Object.fromEntries(
  Object.entries(
    import.meta.glob("/docs/decisions/*.md", { query: "?raw", import: "default", eager: true }) as Record<
      string,
      string
    >,
  ).map(([path, text]) => [path.slice(1), text]),
);

/** The longest a record may be, in words as `wc -w` counts them (011 lists every data set's licence). */
const MAX_WORDS = 550;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("decision records", () => {
  it("are found", () => {
    expect(Object.keys(RECORDS).length).toBeGreaterThanOrEqual(15);
  });

  it("each open with a title and a status line", () => {
    const without = Object.entries(RECORDS)
      .filter(([, text]) => !/^# \d{3} — .+\n\nStatus: \w/.test(text))
      .map(([file]) => file);
    expect(without).toEqual([]);
  });

  it(`each stay under ${MAX_WORDS} words: figures go to docs/benchmarks.md, history to git`, () => {
    const long = Object.entries(RECORDS)
      .filter(([, text]) => wordsIn(text) > MAX_WORDS)
      .map(([file, text]) => `${file}: ${wordsIn(text)} words`);
    expect(long).toEqual([]);
  });

  it("never keep a log of rounds or dated entries: a changed decision is marked on its status line", () => {
    const logs = Object.entries(RECORDS)
      .filter(([, text]) =>
        /^#{2,3} .*\b(round \d|update|\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d)\b/im.test(
          text,
        ),
      )
      .map(([file]) => file);
    expect(logs).toEqual([]);
  });
});
