// app/lib is the floor every other part of app/ stands on (features, components, context.ts,
// routes): it imports only itself and packages, so nothing it holds can reach back up into code
// that depends on it. The one exception is the stylesheet, by URL or as text (not code).
import { describe, expect, it } from "vitest";
import { importsOf, resolveSpec } from "./import-graph";

const LIB = "app/lib/";
/** Assets shared code may name by URL: they import nothing back. */
const ASSET = /\.css\?(url|inline)$/;

const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob(["/app/lib/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}", "!**/__fixtures__/**"], {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>,
  ).map(([path, text]) => [path.slice(1), text]),
);

/** "file -> spec" for each import of an app/lib file that names a module of app/ outside app/lib. */
function importsAboveLib(sources: Record<string, string>): string[] {
  return Object.entries(sources).flatMap(([file, text]) =>
    importsOf(text)
      .filter((spec) => {
        const target = resolveSpec(file, spec);
        return target !== null && !target.startsWith(LIB) && !ASSET.test(spec);
      })
      .map((spec) => `${file} -> ${spec}`),
  );
}

describe("app/lib", () => {
  it("reads the whole of app/lib", () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
  });

  it("imports nothing of app/ above it", () => {
    expect(importsAboveLib(SOURCES)).toEqual([]);
  });

  it("flags context.ts, a feature and the root, as a path alias or a relative path; not itself, a package or a stylesheet URL", () => {
    expect(
      importsAboveLib({
        "app/lib/auth/require-user.server.ts":
          'import { userContext } from "~/context";\nimport { x } from "./user-context";\nimport { redirect } from "react-router";',
        "app/lib/format.ts": 'import { PLANS } from "../features/billing/index";\nimport type { R } from "~/root";',
        "app/lib/page-stylesheet.server.ts": 'import stylesheetUrl from "~/app.css?url";',
      }),
    ).toEqual([
      "app/lib/auth/require-user.server.ts -> ~/context",
      "app/lib/format.ts -> ../features/billing/index",
      "app/lib/format.ts -> ~/root",
    ]);
  });
});
