// The project's import graph, read from source text, checked against the feature tiers in
// app/features/tiers.json (docs/decisions/009-feature-tiers.md). Pure: the caller hands in every
// file's text keyed by its path from the project root ("app/…", "workers/…").
//
// Units: each feature folder; app/lib, app/components and the other app/ files below the
// features (context.ts) are the shared tier; app/routes, app/root.tsx, app/routes.ts,
// app/entry.*.tsx and workers/ are the edges, which may import any public entry.
// app/dev (the offline fakes and the sample world, docs/decisions/010-dev-fakes.md) stands beside
// the edges: it may import any feature's public entry and shared code, and no product file
// imports it, except the one edge that installs it in development (DEV_WIRING).

export type TierTable = { tiers: { name: string; features: string[]; peersApart?: boolean }[] };
export type Offence = {
  kind: "deep import" | "tier" | "peer" | "unknown feature" | "dev import";
  file: string;
  spec: string;
  why: string;
};
export type Report = { offences: Offence[]; cycles: string[][] };

const SHARED = 0;
const EDGE = Number.MAX_SAFE_INTEGER;
/** The development-only place, and the one edge allowed to import it (behind import.meta.env.DEV). */
const DEV = "app/dev/";
export const DEV_WIRING: ReadonlySet<string> = new Set(["workers/app.ts"]);
const isDev = (path: string) => path.startsWith(DEV);

/** The files a feature exposes: anything else of it is its own business. */
const PUBLIC_ENTRY = /^(index|index\.server)(\.tsx?)?$/;

/** Every module a file names: static imports and re-exports (one line or many), side-effect imports, import(). */
export function importsOf(text: string): string[] {
  const specs: string[] = [];
  for (const m of text.matchAll(/^[ \t]*(?:import|export)\b[^"'`;]*?["']([^"']+)["']/gm)) specs.push(m[1]!);
  for (const m of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) specs.push(m[1]!);
  return specs;
}

/** "~/x" and relative specs as a path from the project root; null for packages and virtual modules. */
export function resolveSpec(from: string, spec: string): string | null {
  let path: string;
  if (spec.startsWith("~/")) path = `app/${spec.slice(2)}`;
  else if (spec.startsWith("./") || spec.startsWith("../")) path = `${from.slice(0, from.lastIndexOf("/"))}/${spec}`;
  else return null;
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

/** The feature a path belongs to, or null outside app/features/<name>/. */
export function featureOf(path: string): string | null {
  const m = /^app\/features\/([^/]+)\/./.exec(path) ?? /^app\/features\/([^/.]+)$/.exec(path);
  return m ? m[1]! : null;
}

const isEdge = (path: string) =>
  path.startsWith("app/routes/") ||
  path.startsWith("workers/") ||
  /^app\/(root|routes)(\.tsx?)?$/.test(path) ||
  /^app\/entry\.[a-z]+(\.tsx?)?$/.test(path);

/**
 * The unit a cycle is counted between: a feature, app/components, app/lib (with the loose shared
 * files beside it, such as app/context.ts), app/routes, workers, or one other edge file
 * (app/root.tsx). Cycles inside a unit are its own business.
 */
function unitOf(path: string): string {
  const feature = featureOf(path);
  if (feature) return `features/${feature}`;
  const m = /^(app\/(?:lib|components|routes|dev)|workers)\//.exec(path);
  if (m) return m[1]!;
  return isEdge(path) ? path.replace(/\.tsx?$/, "") : "app/lib";
}

export function checkTiers(sources: Record<string, string>, table: TierTable): Report {
  const rank = new Map<string, { rank: number; tier: string; peersApart: boolean }>();
  table.tiers.forEach((tier, i) =>
    tier.features.forEach((f) => rank.set(f, { rank: i + 1, tier: tier.name, peersApart: tier.peersApart ?? false })),
  );
  const tierOf = (path: string) => {
    if (isEdge(path) || isDev(path)) return { rank: EDGE, tier: isDev(path) ? "dev" : "edges", peersApart: false };
    const feature = featureOf(path);
    if (!feature) return { rank: SHARED, tier: "shared", peersApart: false };
    return rank.get(feature) ?? null;
  };

  const offences: Offence[] = [];
  const edges = new Map<string, Set<string>>();
  const unknown = new Set<string>();
  for (const [file, text] of Object.entries(sources)) {
    const from = tierOf(file);
    const a = featureOf(file);
    if (!from) {
      if (a && !unknown.has(a))
        offences.push({
          kind: "unknown feature",
          file,
          spec: "",
          why: `app/features/${a} is in no tier of app/features/tiers.json`,
        });
      if (a) unknown.add(a);
      continue;
    }
    for (const spec of importsOf(text)) {
      const target = resolveSpec(file, spec);
      if (!target || (!target.startsWith("app/") && !target.startsWith("workers/"))) continue;
      const [ua, ub] = [unitOf(file), unitOf(target)];
      if (ua !== ub) (edges.get(ua) ?? edges.set(ua, new Set()).get(ua)!).add(ub);
      const b = featureOf(target);
      const to = tierOf(target);
      if (!to) continue; // reported once as an unknown feature
      if (isDev(target) && !isDev(file) && !DEV_WIRING.has(file)) {
        offences.push({
          kind: "dev import",
          file,
          spec,
          why: `product code never imports app/dev (development only): take what it needs as a parameter, installed by ${[...DEV_WIRING].join(", ")}`,
        });
        continue;
      }
      if (b && ((a && a !== b) || isDev(file))) {
        const inside = target.slice(`app/features/${b}/`.length);
        if (inside.includes("/") || !PUBLIC_ENTRY.test(inside)) {
          offences.push({
            kind: "deep import",
            file,
            spec,
            why: `${a ?? "app/dev"} reaches into ${b}: import ~/features/${b}/index (client-safe) or ~/features/${b}/index.server`,
          });
        }
      }

      if (from.rank === EDGE || (a && a === b)) continue;
      if (to.rank > from.rank) {
        offences.push({
          kind: "tier",
          file,
          spec,
          why: `${from.tier} (${a ?? "shared"}) may not import ${to.tier}${b ? ` (${b})` : ""}`,
        });
      } else if (a && b && a !== b && to.rank === from.rank && from.peersApart) {
        offences.push({ kind: "peer", file, spec, why: `${from.tier} never import each other: ${a} -> ${b}` });
      }
    }
  }
  return { offences, cycles: cyclesOf(edges) };
}

/** One cycle through each strongly connected knot of the unit graph (a depth-first search). */
function cyclesOf(edges: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (node: string) => {
    const at = onPath.indexOf(node);
    if (at >= 0) {
      cycles.push([...onPath.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    onPath.push(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) visit(next);
    onPath.pop();
    done.add(node);
  };
  for (const node of [...edges.keys()].sort()) visit(node);
  return cycles;
}

/** The offences and cycles as lines a person can act on. */
export function describe(report: Report): string {
  const lines = report.offences.map((o) => `${o.kind}: ${o.file} imports "${o.spec}": ${o.why}`);
  for (const cycle of report.cycles) lines.push(`cycle: ${cycle.join(" -> ")}`);
  return lines.join("\n");
}

const LIB = "app/lib/";
const STYLESHEET = /\.css\?(url|inline)$/;

/**
 * app/lib is the floor every other part of app/ stands on (features, components, context.ts, the
 * routes): it imports only itself and packages, so nothing it holds reaches back up into code that
 * depends on it. The one exception is the stylesheet, by URL or as text (an asset, not code).
 * Returns "file -> spec" for each import of an app/lib file that names a module of app/ outside it.
 */
export function importsAboveLib(sources: Record<string, string>): string[] {
  return Object.entries(sources)
    .filter(([file]) => file.startsWith(LIB))
    .flatMap(([file, text]) =>
      importsOf(text)
        .filter((spec) => {
          const target = resolveSpec(file, spec);
          return target !== null && !target.startsWith(LIB) && !STYLESHEET.test(spec);
        })
        .map((spec) => `${file} -> ${spec}`),
    );
}

/** The file a resolved spec names among `files`: as written, or with its extension or index left out. */
function fileOf(files: ReadonlySet<string>, path: string): string | null {
  return [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`].find((p) => files.has(p)) ?? null;
}

/**
 * Files that import each other, directly or round a loop (type imports too): each such group,
 * sorted. A module that needs a part of another that needs it back is two modules tangled into
 * one; the shared part goes into a third that both import (as thumbnails/rgba-image.ts for the
 * JPEG decoder and encoder).
 */
export function fileCycles(sources: Record<string, string>): string[][] {
  const files = new Set(Object.keys(sources));
  const edges = new Map(
    Object.entries(sources).map(([file, text]) => [
      file,
      importsOf(text).flatMap((spec) => {
        const path = resolveSpec(file, spec);
        const target = path === null ? null : fileOf(files, path);
        return target === null || target === file ? [] : [target];
      }),
    ]),
  );
  // Tarjan's strongly connected components: each component of more than one file is a cycle.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of edges.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      onStack.delete(top);
      group.push(top);
    } while (top !== file);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
