// Who may touch a table (docs/decisions/009-feature-tiers.md "Tables belong to features").
// Pure: the caller hands in every file's text keyed by its path from the project root.
//
// Every D1 table is defined in its owner's `tables.ts` (a feature's, or shared code's such as
// app/lib/auth/tables.ts); drizzle-kit gathers those files (drizzle.config.ts). A table of the
// workspace's own store (a Durable Object, decision 012) is defined in its owner's
// `store-tables.ts` instead, with the same rules; drizzle-kit does not read those. A feature reads or
// writes another feature's rows only through the owner's public reads and writes, so a file of
// feature A is refused when it
//   - imports feature B's tables module (any path, relative too),
//   - imports one of B's table objects through B's public entry (the names are read from B's tables.ts),
//   - names one of B's tables in raw SQL (FROM / JOIN / INTO / UPDATE / DELETE FROM <table>);
// and any file outside a tables.ts that defines a table (`sqliteTable(`) is refused.
// Shared code's tables (app/lib/**/tables.ts) are below every feature: any feature may use them.
// Edges (routes, workers) and tests are not checked: they may import anything.
import { featureOf, importsOf, resolveSpec } from "./import-graph";

export type TableOffence = {
  kind: "tables module" | "table import" | "raw sql" | "table outside tables.ts";
  file: string;
  what: string;
};

/** feature -> { export name of each table -> its SQL name } */
export function tablesByFeature(sources: Record<string, string>): Map<string, Map<string, string>> {
  const owners = new Map<string, Map<string, string>>();
  for (const [file, text] of Object.entries(sources)) {
    const feature = featureOf(file);
    if (!feature || !/^(store-)?tables\.ts$/.test(file.slice(`app/features/${feature}/`.length))) continue;
    const tables = owners.get(feature) ?? new Map<string, string>();
    for (const m of text.matchAll(/export const (\w+) = sqliteTable\(\s*["'](\w+)["']/g)) tables.set(m[1]!, m[2]!);
    owners.set(feature, tables);
  }
  return owners;
}

/** The names a file imports from a spec, read from `import { a, type B, c as d } from "spec"` (one line or many). */
function namesImportedFrom(text: string, spec: string): string[] {
  const names: string[] = [];
  const quoted = spec.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const m of text.matchAll(
    new RegExp(`^[ \\t]*(?:import|export)\\s+(?:type\\s+)?\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, "gm"),
  )) {
    for (const part of m[1]!.split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.push(name);
    }
  }
  return names;
}

// Upper case only, as this codebase writes SQL: English text ("read from videos") is not SQL.
const SQL_VERBS = /\b(?:FROM|JOIN|INTO|UPDATE)\s+["`]?([a-z_][a-z0-9_]*)/g;

/** Table names written in the file's raw SQL (template literals and strings).  */
function tablesNamedInSql(text: string): Set<string> {
  const named = new Set<string>();
  for (const literal of text.matchAll(/`[^`]*`|"[^"\n]*"|'[^'\n]*'/g)) {
    for (const m of literal[0].matchAll(SQL_VERBS)) named.add(m[1]!);
  }
  return named;
}

export function checkTableOwners(sources: Record<string, string>): TableOffence[] {
  const owners = tablesByFeature(sources);
  const ownerOfSqlName = new Map<string, string>();
  for (const [feature, tables] of owners) for (const sqlName of tables.values()) ownerOfSqlName.set(sqlName, feature);

  const offences: TableOffence[] = [];
  for (const [file, text] of Object.entries(sources)) {
    if (/(^|\/)(store-)?tables\.ts$/.test(file)) continue;
    if (/\bsqliteTable\(/.test(text.replace(/\/\/.*$/gm, "")))
      offences.push({ kind: "table outside tables.ts", file, what: "define it in its owner's tables.ts" });
    const a = featureOf(file);
    if (!a) continue;
    for (const spec of new Set(importsOf(text))) {
      const target = resolveSpec(file, spec);
      const b = target && featureOf(target);
      if (!target || !b || b === a) continue;
      const inside = target.slice(`app/features/${b}/`.length).replace(/\.ts$/, "");
      if (inside === "tables" || inside === "store-tables") {
        offences.push({
          kind: "tables module",
          file,
          what: `${spec} (ask ${b} for a typed read or write in its index.server.ts)`,
        });
        continue;
      }
      const tables = owners.get(b);
      for (const name of namesImportedFrom(text, spec)) {
        if (tables?.has(name)) offences.push({ kind: "table import", file, what: `${b}.${name}` });
      }
    }
    for (const sqlName of tablesNamedInSql(text)) {
      const b = ownerOfSqlName.get(sqlName);
      if (b && b !== a) offences.push({ kind: "raw sql", file, what: `${b}.${sqlName}` });
    }
  }
  return offences;
}
