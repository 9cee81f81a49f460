// `npx react-router build && npx tsx scripts/worker-size-by-module.ts [N]`: where the Worker's bytes
// come from. Method: the server build's source maps (vite.config.ts turns them on) say, for every
// segment of minified output, which source file produced it; each segment's bytes (up to the next
// mapping) are charged to that file. Gzipped figures are estimates: each source's own slices are
// gzipped together, then scaled so a file's sources add up to that file's real gzipped size
// (scripts/worker-size.ts). Bytes with no mapping (bundler glue) are listed as "(unmapped)".
// Prints the N largest source files (default 40) and the totals per package / feature folder.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";
import { builtFiles, kb } from "./worker-size";

const limit = Number(process.argv[2] ?? 40);
type Share = { source: string; raw: number; gz: number };
const shares = new Map<string, Share>();

for (const file of builtFiles()) {
  const code = readFileSync(file.path, "utf8");
  const lines = code.split("\n");
  const slices = new Map<string, string[]>();
  const charge = (source: string, text: string) => {
    const list = slices.get(source) ?? [];
    list.push(text);
    slices.set(source, list);
  };
  const mapPath = `${file.path}.map`;
  if (!existsSync(mapPath)) {
    charge(`(no map) ${file.path}`, code);
  } else {
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapPath, "utf8")) as RawSourceMap);
    const mappings: { line: number; col: number; source: string }[] = [];
    consumer.eachMapping(
      (m) => mappings.push({ line: m.generatedLine - 1, col: m.generatedColumn, source: m.source ?? "(unmapped)" }),
      null,
      SourceMapConsumer.GENERATED_ORDER,
    );
    // Walk every line: text before a line's first mapping is glue; each mapping owns up to the next.
    let k = 0;
    for (const [line, text] of lines.entries()) {
      let col = 0;
      let owner = "(unmapped)";
      for (let m = mappings[k]; m && m.line === line; m = mappings[++k]) {
        if (m.col > col) charge(owner, text.slice(col, m.col));
        col = Math.max(col, m.col);
        owner = m.source;
      }
      charge(owner, text.slice(col) + "\n");
    }
  }
  const rawGz = [...slices].map(([source, parts]) => {
    const joined = parts.join("");
    return { source, raw: Buffer.byteLength(joined), gz: gzipSync(joined).length };
  });
  const sumGz = rawGz.reduce((n, s) => n + s.gz, 0);
  for (const s of rawGz) {
    const prev = shares.get(s.source) ?? { source: s.source, raw: 0, gz: 0 };
    prev.raw += s.raw;
    prev.gz += (s.gz / sumGz) * file.gz;
    shares.set(s.source, prev);
  }
}

/** A package name for node_modules paths, a feature or lib folder for the app's own. */
function group(source: string): string {
  const nm = source.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const [scope = "", name = ""] = source.slice(nm + "node_modules/".length).split("/");
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  const app = source.match(/app\/(features|lib|routes|components)\/([^/]+)/);
  if (app) return `app/${app[1]}/${app[2]}`;
  return source.replace(/^(\.\.\/)+/, "");
}

const all = [...shares.values()].sort((a, b) => b.raw - a.raw);
const clean = (s: string) => s.replace(/^(\.\.\/)+/, "").replace(/^.*node_modules\//, "node_modules/");
const totalRaw = all.reduce((n, s) => n + s.raw, 0);
const totalGz = all.reduce((n, s) => n + s.gz, 0);
console.log(`Worker: ${kb(totalRaw)} KB minified, ${kb(totalGz)} KB gzipped, ${all.length} sources\n`);
console.log(`| # | source | KB min | KB gz (est.) |\n|---|---|---|---|`);
all
  .slice(0, limit)
  .forEach((s, i) => console.log(`| ${i + 1} | \`${clean(s.source)}\` | ${kb(s.raw)} | ${kb(s.gz)} |`));

const groups = new Map<string, Share>();
for (const s of all) {
  const g = group(s.source);
  const prev = groups.get(g) ?? { source: g, raw: 0, gz: 0 };
  prev.raw += s.raw;
  prev.gz += s.gz;
  groups.set(g, prev);
}
console.log(`\n| package / folder | KB min | KB gz (est.) |\n|---|---|---|`);
[...groups.values()]
  .sort((a, b) => b.raw - a.raw)
  .slice(0, limit)
  .forEach((g) => console.log(`| \`${g.source}\` | ${kb(g.raw)} | ${kb(g.gz)} |`));
