// A Vite plugin for the production build: the pages Worker gets each engine module's twin.
//
// Why: one Worker carrying every page and every engine was over the 400 KB gzipped goal
// (docs/decisions/005-worker-size.md). Production runs two Workers: the pages Worker (React
// Router, /api, /mcp, auth, reads) and the engines Worker (workers/engines), which runs the
// insight engines and answers the pages Worker over a Service Binding (RPC).
//
// Method: a module `name.server.ts` with a twin `name.remote.server.ts` beside it runs in the
// engines Worker. In the pages Worker's build (the "ssr" environment) every import of the module
// resolves to its twin instead, which keeps each export's name and type and forwards the calls
// that need an engine (`callEngine`, app/lib/engines). The twin may still import its original
// for what is light (constants, plain D1 reads): that import is left alone, and the bundler keeps
// only what is used. The engines Worker's build, development and the tests see no twin: there the
// modules run in place, in one Worker.
import { existsSync } from "node:fs";
import type { Plugin } from "vite";

const TWIN_SUFFIX = ".remote.server.ts";

/** The twin of a resolved module path, when it has one. */
export function twinOf(path: string): string | null {
  if (!path.endsWith(".server.ts") || path.endsWith(TWIN_SUFFIX)) return null;
  const twin = path.slice(0, -".server.ts".length) + TWIN_SUFFIX;
  return existsSync(twin) ? twin : null;
}

export function engineTwins(): Plugin {
  return {
    name: "vidwise:engine-twins",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.name !== "ssr" || !importer || importer.endsWith(TWIN_SUFFIX)) return null;
      if (!/\.server$|\.server\.ts$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const twin = resolved && !resolved.external ? twinOf(resolved.id) : null;
      return twin ?? null;
    },
  };
}
