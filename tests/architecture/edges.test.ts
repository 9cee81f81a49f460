// The edges (pages in app/routes, the Workers in workers/) reach a feature only through its public
// entry: `index.ts` (browser-safe), `index.server.ts` (server code) or its `components/`. So a
// feature's entry is its whole surface, and a newcomer reads one file to know what a page may use.
import { describe, expect, it } from "vitest";

const EDGES = Object.fromEntries(
  Object.entries(
    import.meta.glob(["/app/routes/**/*.{ts,tsx}", "/workers/**/*.ts", "!**/*.test.{ts,tsx}"], {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>,
  ).map(([path, text]) => [path.slice(1), text]),
);

describe("the edges", () => {
  it("import features only through their public entries", () => {
    const deep = Object.entries(EDGES).flatMap(([file, text]) =>
      [...text.matchAll(/from\s+["']~\/features\/([\w-]+)\/([^"']+)["']/g)]
        .filter((m) => !/^(index(\.server)?|components\/)/.test(m[2]!))
        .map((m) => `${file} -> ${m[1]}/${m[2]}`),
    );
    expect(deep).toEqual([]);
  });
});
