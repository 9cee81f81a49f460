// What runs where can be read from a file's name: a module that runs in the engines Worker is
// `x.engines.server.ts`, and in the pages Worker's build every import of it resolves to its twin
// `x.remote.server.ts` beside it (scripts/engine-twins.ts); no other module is swapped.
// The twins and the engines Worker's calls (workers/engines/calls.ts) are two halves of one
// contract, joined by name at run time: a name sent that the engines Worker does not know would
// fail only in production.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENGINES_SUFFIX, TWIN_SUFFIX, twinOf } from "../../scripts/engine-twins";

function filesEndingIn(suffix: string, dir = "app"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingIn(suffix, path);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}
const twins = () => filesEndingIn(TWIN_SUFFIX);

const sentNames = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/callEngine\(\s*"([^"]+)"/g)].map((m) => m[1]!);
const answeredNames = [...readFileSync("workers/engines/calls.ts", "utf8").matchAll(/^\s+"([\w-]+\.\w+)":/gm)].map(
  (m) => m[1]!,
);

describe("engine twins", () => {
  it("pair each module named *.engines.server.ts with its twin beside it, and swap nothing else", () => {
    const found = twins();
    const engines = filesEndingIn(ENGINES_SUFFIX);
    expect(found.length).toBeGreaterThan(0);
    expect(engines.map((path) => path.slice(0, -ENGINES_SUFFIX.length)).sort()).toEqual(
      found.map((path) => path.slice(0, -TWIN_SUFFIX.length)).sort(),
    );
    for (const module of engines) expect(twinOf(module)).toBe(module.slice(0, -ENGINES_SUFFIX.length) + TWIN_SUFFIX);
    expect(twinOf("app/features/video-forecast/index.server.ts")).toBeNull();
    expect(twinOf("app/features/comment-sentiment/scoring.server.ts")).toBeNull();
    expect(twinOf(found[0]!)).toBeNull();
  });

  it("send only names the engines Worker answers, and every answered name is sent by a twin", () => {
    const sent = twins().flatMap(sentNames);
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(answeredNames).size).toBe(answeredNames.length);
    expect([...new Set(sent)].sort()).toEqual([...answeredNames].sort());
  });

  it("name each call after the feature it belongs to", () => {
    for (const twin of twins()) {
      const feature = twin.split("/")[2];
      for (const name of sentNames(twin)) expect(name.startsWith(`${feature}.`), `${twin}: ${name}`).toBe(true);
    }
  });
});
