// The pages Worker's twins (`*.remote.server.ts`, scripts/engine-twins.ts) and the engines Worker's
// calls (workers/engines/calls.ts) are two halves of one contract, joined by name at run time:
// a name sent that the engines Worker does not know would fail only in production.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { twinOf } from "../../scripts/engine-twins";

function twins(dir = "app"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return twins(path);
    return entry.name.endsWith(".remote.server.ts") ? [path] : [];
  });
}

const sentNames = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/callEngine\(\s*"([^"]+)"/g)].map((m) => m[1]!);
const answeredNames = [...readFileSync("workers/engines/calls.ts", "utf8").matchAll(/^\s+"([\w-]+\.\w+)":/gm)].map(
  (m) => m[1]!,
);

describe("engine twins", () => {
  it("each stands beside its original, and a module without one keeps its own code", () => {
    const found = twins();
    expect(found.length).toBeGreaterThan(0);
    for (const twin of found) expect(twinOf(twin.replace(/\.remote\.server\.ts$/, ".server.ts"))).toBe(twin);
    expect(twinOf("app/features/video-forecast/index.server.ts")).toBeNull();
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
