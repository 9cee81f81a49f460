// The feature tiers (docs/decisions/009-feature-tiers.md, table in app/features/tiers.json), checked
// on every import line of app/ and workers/: a feature reaches another only through its public
// entry (index.ts / index.server.ts), imports only lower tiers, never a peer engine or composer,
// and no cycle joins features, shared code or the root; no product code imports app/dev (the
// fakes and the sample world). eslint.config.js flags the same imports in the editor; this test
// is the one that reads relative paths and whole cycles too. app/lib, below everything else of
// app/, imports nothing above it (importsAboveLib); and no two files import each other, directly
// or round a loop (fileCycles).
import { describe, expect, it } from "vitest";
import tiers from "~/features/tiers.json";
import { checkTiers, describe as describeReport, fileCycles, importsAboveLib, importsOf } from "./import-graph";

const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob(["/app/**/*.{ts,tsx}", "/workers/**/*.ts", "!**/*.test.{ts,tsx}", "!**/__fixtures__/**"], {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>,
  ).map(([path, text]) => [path.slice(1), text]),
);

describe("the project's imports", () => {
  it("reads the whole project", () => {
    expect(Object.keys(SOURCES).filter((p) => p.startsWith("app/features/")).length).toBeGreaterThan(100);
    expect(Object.keys(SOURCES).filter((p) => p.startsWith("app/dev/")).length).toBeGreaterThan(10);
    expect(SOURCES["workers/app.ts"]).toBeDefined();
  });

  it("place every feature folder in a tier", () => {
    const placed = new Set(tiers.tiers.flatMap((t) => t.features));
    const folders = new Set(Object.keys(SOURCES).flatMap((p) => /^app\/features\/([^/]+)\//.exec(p)?.[1] ?? []));
    expect([...folders].filter((f) => !placed.has(f))).toEqual([]);
  });

  it("keep to the tiers: public entries only, lower tiers only, no peers, no cycles", () => {
    const report = checkTiers(SOURCES, tiers);
    expect(describeReport(report)).toBe("");
  });

  it("keep app/lib below the rest of app/: it imports nothing of app/ outside itself", () => {
    expect(importsAboveLib(SOURCES)).toEqual([]);
  });

  it("have no files that import each other, directly or round a loop", () => {
    expect(fileCycles(SOURCES)).toEqual([]);
  });
});

describe("the file cycle check", () => {
  it("finds two files importing each other (a type import too) and a loop of three, by alias, relative path or index", () => {
    expect(
      fileCycles({
        "app/lib/thumbnails/jpeg.ts": 'import { encodeJpeg } from "./jpeg-encode";',
        "app/lib/thumbnails/jpeg-encode.ts": 'import type { RgbaImage } from "./jpeg";',
        "app/features/a/one.ts": 'import { two } from "~/features/a/two";',
        "app/features/a/two.tsx": 'import { three } from "./three";',
        "app/features/a/three/index.ts": 'import { one } from "../one";',
        "app/lib/months.ts": 'import { x } from "react-router";\nimport { y } from "./months";',
        "app/features/b/uses.ts": 'import { MONTHS } from "~/lib/months";\nimport { one } from "~/features/a/one";',
      }),
    ).toEqual([
      ["app/features/a/one.ts", "app/features/a/three/index.ts", "app/features/a/two.tsx"],
      ["app/lib/thumbnails/jpeg-encode.ts", "app/lib/thumbnails/jpeg.ts"],
    ]);
  });
});

describe("the app/lib check", () => {
  it("flags context.ts, a feature and the root, as a path alias or a relative path; not app/lib itself, a package or the stylesheet", () => {
    expect(
      importsAboveLib({
        "app/lib/auth/require-user.server.ts":
          'import { userContext } from "~/context";\nimport { x } from "./user-context";\nimport { redirect } from "react-router";',
        "app/lib/format.ts": 'import { PLANS } from "../features/billing/index";\nimport type { R } from "~/root";',
        "app/lib/page-stylesheet.server.ts": 'import url from "~/app.css?url";\nimport text from "~/app.css?inline";',
        "app/routes/app/dashboard.tsx": 'import { getEnv } from "~/context";',
      }),
    ).toEqual([
      "app/lib/auth/require-user.server.ts -> ~/context",
      "app/lib/format.ts -> ../features/billing/index",
      "app/lib/format.ts -> ~/root",
    ]);
  });
});

describe("the tier check", () => {
  const table = {
    tiers: [
      { name: "platform", features: ["billing"] },
      { name: "data", features: ["channel-data"] },
      { name: "insight engines", peersApart: true, features: ["video-forecast", "rpm-booster"] },
      { name: "top", features: ["ask-vidwise"] },
    ],
  };
  const kinds = (sources: Record<string, string>) =>
    checkTiers(sources, table).offences.map((o) => `${o.kind}: ${o.file} -> ${o.spec}`);

  it("reads single-line, multi-line, re-export, side-effect and dynamic imports", () => {
    const text = [
      'import { a } from "~/x/a";',
      "import {",
      "  type B,",
      "  c,",
      '} from "./b";',
      'export { d } from "../d";',
      'import "./e.css";',
      'const f = await import("~/f");',
    ].join("\n");
    expect(importsOf(text)).toEqual(["~/x/a", "./b", "../d", "./e.css", "~/f"]);
  });

  it("allows a public entry of a lower tier, one's own files, and edges importing anything", () => {
    expect(
      kinds({
        "app/features/video-forecast/forecast.server.ts":
          'import { x } from "~/features/channel-data/index.server";\nimport { y } from "./engine/fit";',
        "app/features/channel-data/sync.server.ts": 'import { z } from "~/features/billing/index";',
        "app/routes/app/forecast.tsx": 'import { f } from "~/features/video-forecast/engine/fit";',
      }),
    ).toEqual([]);
  });

  it("flags a deep import, also written as a relative path", () => {
    expect(
      kinds({
        "app/features/video-forecast/forecast.server.ts": 'import { x } from "~/features/channel-data/sync.server";',
        "app/features/rpm-booster/engine/measure.ts": 'import type { V } from "../../channel-data/types";',
      }),
    ).toEqual([
      "deep import: app/features/video-forecast/forecast.server.ts -> ~/features/channel-data/sync.server",
      "deep import: app/features/rpm-booster/engine/measure.ts -> ../../channel-data/types",
    ]);
  });

  it("flags an import of a higher tier, and shared code importing a feature", () => {
    expect(
      kinds({
        "app/features/billing/gates.ts": 'import type { R } from "~/features/video-forecast/index";',
        "app/components/pricing.tsx": 'import { PLANS } from "~/features/billing/index";',
      }),
    ).toEqual([
      "tier: app/features/billing/gates.ts -> ~/features/video-forecast/index",
      "tier: app/components/pricing.tsx -> ~/features/billing/index",
    ]);
  });

  it("flags a peer import between insight engines", () => {
    expect(
      kinds({
        "app/features/rpm-booster/rpm.server.ts": 'import { f } from "~/features/video-forecast/index.server";',
      }),
    ).toEqual(["peer: app/features/rpm-booster/rpm.server.ts -> ~/features/video-forecast/index.server"]);
  });

  it("flags a feature folder that is in no tier", () => {
    expect(kinds({ "app/features/newcomer/a.ts": "export const a = 1;" })).toEqual([
      "unknown feature: app/features/newcomer/a.ts -> ",
    ]);
  });

  it("flags product code importing app/dev (the fakes, the sample world), except the one wiring edge", () => {
    expect(
      kinds({
        "app/features/channel-data/youtube-for-env.server.ts": 'const api = await import("~/dev/youtube/fake-api");',
        "app/lib/thumbnails/paths.ts": 'import { TOPICS } from "../../dev/sample-world/topics";',
        "app/routes/app/thumbnail-optimizer.tsx": 'import { fakeWorldVideoIds } from "~/dev/wiring";',
        "workers/sample-thumbnails.ts": 'import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";',
        "workers/app.ts": 'const dev = import("~/dev/wiring");',
        "app/dev/wiring.ts": 'import { createFakeYouTubeApi } from "./youtube/fake-api";',
      }),
    ).toEqual([
      "dev import: app/features/channel-data/youtube-for-env.server.ts -> ~/dev/youtube/fake-api",
      "dev import: app/lib/thumbnails/paths.ts -> ../../dev/sample-world/topics",
      "dev import: app/routes/app/thumbnail-optimizer.tsx -> ~/dev/wiring",
      "dev import: workers/sample-thumbnails.ts -> ~/dev/youtube/fake-world",
    ]);
  });

  it("lets app/dev import any feature's public entry, never its deeper files", () => {
    expect(
      kinds({
        "app/dev/youtube/fake-world.ts":
          'import { sampleShiftDays } from "~/features/channel-data/index";\nimport { PLANS } from "~/features/billing/index.server";',
        "app/dev/youtube/fake-api.ts": 'import { toIsoDuration } from "~/features/channel-data/youtube/schemas";',
      }),
    ).toEqual(["deep import: app/dev/youtube/fake-api.ts -> ~/features/channel-data/youtube/schemas"]);
  });

  it("finds a cycle, e.g. the root and a component importing each other", () => {
    const report = checkTiers(
      {
        "app/root.tsx": 'import { ErrorPage } from "./components/marketing/error-page";',
        "app/components/marketing/error-page.tsx": 'import { useRootData } from "~/root";',
      },
      table,
    );
    expect(report.cycles).toEqual([["app/components", "app/root", "app/components"]]);
  });
});
