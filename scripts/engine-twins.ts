// A Vite plugin for the production build: the pages Worker gets each engine module's twin.
//
// Why: one Worker carrying every page and every engine was over the 400 KB gzipped goal
// (docs/decisions/005-worker-size.md). Production runs two Workers: the pages Worker (React
// Router, /api, /mcp, auth, reads) and the engines Worker (workers/engines), which runs the
// insight engines and answers the pages Worker over a Service Binding (RPC).
//
// Method: a module named `name.engines.server.ts` runs in the engines Worker, and its twin
// `name.remote.server.ts` stands beside it. The name says so where the module is imported: nothing
// else is swapped. In the pages Worker's build (the "ssr" environment) every import of the module
// resolves to its twin instead, which keeps each export's name and type and forwards the calls
// that need an engine (`callEngine`, app/lib/engines). The twin may still import its original
// for what is light (constants, plain D1 reads): that import is left alone, and the bundler keeps
// only what is used. The engines Worker's build, development and the tests see no twin: there the
// modules run in place, in one Worker.
import { existsSync } from "node:fs";
import type { Plugin } from "vite";

export const ENGINES_SUFFIX = ".engines.server.ts";
export const TWIN_SUFFIX = ".remote.server.ts";

/** The twin of a resolved module path: null for a module not named to run in the engines Worker. */
export function twinOf(path: string): string | null {
  if (!path.endsWith(ENGINES_SUFFIX)) return null;
  const twin = path.slice(0, -ENGINES_SUFFIX.length) + TWIN_SUFFIX;
  // A module named for the engines Worker without its twin would quietly run in the pages Worker.
  if (!existsSync(twin)) throw new Error(`engine-twins: ${path} has no twin ${twin}`);
  return twin;
}

export function engineTwins(): Plugin {
  return {
    name: "vidwise:engine-twins",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.name !== "ssr" || !importer || importer.endsWith(TWIN_SUFFIX)) return null;
      if (!/\.engines\.server(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const twin = resolved && !resolved.external ? twinOf(resolved.id) : null;
      return twin ?? null;
    },
  };
}
