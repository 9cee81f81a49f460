// The model's three things have one name each (decision 015): a team (`teamId`), a team channel
// (`teamChannelId`, the scope every tool reads) and a YouTube channel (`channelId`). The old word
// "workspace id" named the first two at once, so it may not come back as a name in code; forms keep
// their posted field names as strings, which this check does not read.
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SOURCES = import.meta.glob(["/app/**/*.{ts,tsx}", "/workers/**/*.ts", "/scripts/**/*.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const RETIRED = new Set(["workspaceId", "teamWorkspaceId", "homeWorkspaceId", "firstChannelWorkspaceId", "dataOf"]);

/** The identifiers of `text` that `RETIRED` holds, as "file:line name" (property keys of form schemas aside). */
function retiredNames(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && RETIRED.has(node.text) && !isPostedFieldName(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `teamChannelId: formText(…)` in a form's schema, and reading it back: the field name the switcher posts. */
function isPostedFieldName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return /^formText\(/.test(parent.initializer.getText());
  return ts.isPropertyAccessExpression(parent) && parent.name === node && parent.expression.getText() === "form";
}

describe("the model's names", () => {
  it("say team, team channel or YouTube channel, never workspace id", () => {
    const found = Object.entries(SOURCES).flatMap(([path, text]) => retiredNames(path.slice(1), text));
    expect(found).toEqual([]);
  });

  it("finds a retired name where one is written", () => {
    expect(retiredNames("x.ts", "const workspaceId = user.teamId;")).toEqual(["x.ts:1 workspaceId"]);
    expect(retiredNames("x.ts", 'form.get("workspaceId");')).toEqual([]);
  });
});
