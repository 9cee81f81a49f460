// A feature's server entry (`index.server.ts`) is its list of what others may import, and only
// that: every use-case lives in a module named for what it does, so the entry reads as a table
// of contents and a use-case is found by its file's name.
import { describe, expect, it } from "vitest";

const ENTRIES = import.meta.glob("/app/features/*/index.server.ts", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** What is left of an entry once comments and re-exports (`export … from "…";`) are taken out. */
function besidesReExports(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/^export\s+(?:type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?)\s+from\s+["'][^"']+["'];?/gm, "")
    .trim();
}

describe("feature entries", () => {
  it("only re-export: no index.server.ts holds a use-case, a type or an import of its own", () => {
    expect(Object.keys(ENTRIES).length).toBeGreaterThan(20);
    const holding = Object.entries(ENTRIES)
      .filter(([, text]) => besidesReExports(text) !== "")
      .map(([file]) => file);
    expect(holding).toEqual([]);
  });

  it("tells a re-export from code", () => {
    expect(besidesReExports('// why\nexport { a, type B } from "./a.server";\nexport * from "./b";\n')).toBe("");
    expect(besidesReExports('export {\n  a,\n  b,\n} from "./a.server";\n')).toBe("");
    expect(besidesReExports('import { a } from "./a";\nexport { a };\n')).not.toBe("");
    expect(besidesReExports("export function f() {}\n")).not.toBe("");
  });
});
