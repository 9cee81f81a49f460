// Comments say why, not which ticket: "(issue 41)" tells a reader nothing the code does not, and
// the ticket's text moves on while the comment stays. The reason belongs in the comment itself;
// the history is in git and the decision records (docs/decisions/). This reads every comment of
// the app's and the Workers' code with TypeScript's own parser, so strings, regular expressions
// and HTML entities ("&#39;") are never taken for one.
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob(["/app/**/*.{ts,tsx}", "/workers/**/*.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>,
  ).map(([path, text]) => [path.slice(1), text]),
);

/** A comment that names a ticket: "issue 41", "Issues 38 and 39", "#41" (not a rank: "the #1 pick"). */
const CITES_ISSUE = /\bissues?\s+#?\d+\b|(?:^|[\s(])#\d{2,4}\b(?![\w-])/i;

/** Every comment of a file (line and block, JSDoc included), each once, with its line number. */
export function commentsOf(path: string, text: string): { line: number; text: string }[] {
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, { line: number; text: string }>();
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? [])
      if (!seen.has(r.pos))
        seen.set(r.pos, {
          line: source.getLineAndCharacterOfPosition(r.pos).line + 1,
          text: text.slice(r.pos, r.end),
        });
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  take(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  return [...seen.values()].sort((a, b) => a.line - b.line);
}

describe("code comments", () => {
  it("are all found, and only comments", () => {
    const text = [
      "// one",
      'const a = "// not one, issue 41"; /* two */',
      "const b = /\\/\\/ issue 41/; // three",
      "/** four */",
      "export function f() {",
      "  return a + b; // five",
      "}",
      "// six",
    ].join("\n");
    expect(commentsOf("x.ts", text).map((c) => c.text)).toEqual([
      "// one",
      "/* two */",
      "// three",
      "/** four */",
      "// five",
      "// six",
    ]);
  });

  it("name no issue: they say why", () => {
    expect(CITES_ISSUE.test("// kept for the track record (issue 42)")).toBe(true);
    expect(CITES_ISSUE.test("/** see #41 */")).toBe(true);
    expect(CITES_ISSUE.test('// an HTML entity ("&#39;"), "C#", "#shorts" or "The #1 pick"')).toBe(false);
    const citing = Object.entries(SOURCES).flatMap(([path, text]) =>
      commentsOf(path, text)
        .filter((c) => CITES_ISSUE.test(c.text))
        .map(
          (c) =>
            `${path}:${c.line}: ${c.text
              .split("\n")
              .find((l) => CITES_ISSUE.test(l))!
              .trim()}`,
        ),
    );
    expect(citing).toEqual([]);
  });
});
