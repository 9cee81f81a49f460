// A Vite plugin for the Worker's production build: zod without its JSON Schema generator.
//
// Why: zod's classic API (`z.object`, `z.string`, ...) wires every schema to the JSON Schema
// generator (`schema.toJSONSchema()`, `schema["~standard"].jsonSchema`, the `minLength`-style
// getters), so a bundler keeps its two modules, 17 KB minified, 5.2 KB of the Worker gzipped
// (decision 005), though Vidwise never asks zod for a JSON Schema: the MCP tools' input schemas
// are written by hand. Parsing and validation do not touch these modules.
//
// Method: in the server build only, the two modules resolve to generated stand-ins that export
// the same names (read from the real files, so a zod upgrade cannot leave one out), each a
// function that throws "not in the Worker build". The one export called while a schema is merely
// read (`createStandardJSONSchemaMethod`, by the `~standard` getter) returns such a function
// instead of throwing. A real module shaped differently (`export *`, or nothing found) fails the
// build rather than guessing. Development and tests keep the real modules.
// Guarantee: every parse behaves as with the real zod; any JSON Schema request throws, loudly.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const STUBBED = ["json-schema-processors.js", "to-json-schema.js"] as const;
const PREFIX = "\0zod-without-json-schema:";
/** Called while reading `schema["~standard"]`: must hand back a function, not throw. */
const RETURNS_THROWER = new Set(["createStandardJSONSchemaMethod"]);

/** The names a plain ES module exports: `export function|const|let|class NAME` and `export { a as b }`. */
export function exportedNames(source: string): string[] {
  if (/^export\s*\*/m.test(source))
    throw new Error(
      "zod-without-json-schema: `export *` in a stubbed zod module; check this plugin against the new zod.",
    );
  const names = new Set<string>();
  for (const m of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/gm))
    names.add(m[1]!);
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of m[1]!.split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/** The stand-in module's code for the real module's exported `names`. */
export function stubModule(file: string, names: readonly string[]): string {
  if (names.length === 0)
    throw new Error(
      `zod-without-json-schema: no exports found in zod's ${file}; check this plugin against the new zod.`,
    );
  const lines = [
    `const unavailable = () => { throw new Error("zod's JSON Schema generator (${file}) is not in the Worker build: scripts/zod-without-json-schema.ts"); };`,
  ];
  for (const name of names)
    lines.push(`export const ${name} = ${RETURNS_THROWER.has(name) ? "() => unavailable" : "unavailable"};`);
  return lines.join("\n");
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: "vidwise:zod-without-json-schema",
    apply: "build",
    enforce: "pre",
    // The Worker only: the browser bundle is not counted against the Worker's size.
    applyToEnvironment: (environment) => environment.name === "ssr",
    async resolveId(source, importer) {
      const file = STUBBED.find((f) => source.endsWith(`/${f}`));
      if (!file || !importer || !/[\\/]node_modules[\\/]zod[\\/]/.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const real = id.slice(PREFIX.length);
      const file = STUBBED.find((f) => real.endsWith(f))!;
      return stubModule(file, exportedNames(readFileSync(real, "utf8")));
    },
  };
}
