// The production Worker (build/server, made by tests/e2e/run.mjs just before this runs) carries
// none of app/dev (the offline fakes and the sample generator, docs/decisions/010-dev-fakes.md),
// nor the VADER lexicon or the learned models' weights: the fakes load only in development and
// tests (`npm start` serves them from separate local processes), the lexicon and the weights are
// read from D1, the stylesheet from the static assets. Nor the `stripe` package: billing
// has its own client (docs/decisions/005-worker-size.md), the package is for tests only.
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { ROUTER_MODEL_DATA } from "../../app/features/ask-vidwise/engine/router-weights.ts";
import { SPAM_MODEL_DATA } from "../../app/features/comment-sentiment/engine/spam-model-weights.ts";
import { visitorHeaders } from "./support.ts";

const SERVER = new URL("../../build/server", import.meta.url).pathname;
const ENGINES = new URL("../../build/engines", import.meta.url).pathname;

/** Every source file a Worker's build was made from, as its source maps name them. */
function serverSources(root = SERVER): string[] {
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".js.map"))
        sources.push(...(JSON.parse(readFileSync(path, "utf8")) as { sources: string[] }).sources);
    }
  };
  walk(root);
  return sources;
}

function serverCode(): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".js")) parts.push(readFileSync(path, "utf8"));
    }
  };
  walk(SERVER);
  return parts.join("\n");
}

describe("the production Worker", () => {
  const code = serverCode();
  test("does not ship the YouTube fake", () => {
    // Strings only the fake contains: its test keys and its list-response kinds.
    assert.equal(code.includes("fake-quota-exceeded"), false);
    assert.equal(code.includes("youtube#channelListResponse"), false);
  });
  test("does not ship the Stripe fake", () => {
    // Its test hooks: a production Worker must never answer them.
    assert.equal(code.includes("fail_next_payment"), false);
    assert.equal(code.includes("cancel_now"), false);
  });
  test("does not ship the Google OAuth or the YouTube Analytics fake", () => {
    // The Google fake's issued-token prefix and the Analytics fake's test tokens.
    assert.equal(code.includes("ya29.fake-access-"), false);
    assert.equal(code.includes("fake-no-revenue"), false);
  });
  test("is built from no module of app/dev", () => {
    const sources = serverSources();
    assert.ok(
      sources.some((s) => s.includes("app/features/")),
      "the source maps name the app's modules",
    );
    assert.deepEqual(
      sources.filter((s) => /(^|\/)app\/dev\//.test(s)),
      [],
    );
  });
  test("is built from no module of the stripe package", () => {
    assert.deepEqual(
      serverSources().filter((s) => /(^|\/)node_modules\/stripe\//.test(s)),
      [],
    );
  });
  test("routes with Hono's small router only (every app imports Hono from hono/tiny)", () => {
    const sources = serverSources();
    assert.ok(sources.some((s) => /node_modules\/hono\/dist\/router\/pattern-router\//.test(s)));
    assert.deepEqual(
      sources.filter((s) => /node_modules\/hono\/dist\/router\/(reg-exp|trie|smart)-router\//.test(s)),
      [],
    );
  });
  test("leaves out zod's JSON Schema generator (scripts/zod-without-json-schema.ts)", () => {
    const sources = serverSources();
    assert.ok(
      sources.some((s) => /node_modules\/zod\/v4\/classic\/schemas\.js$/.test(s)),
      "zod itself is in",
    );
    assert.deepEqual(
      sources.filter((s) => /node_modules\/zod\/v4\/core\/(json-schema-processors|to-json-schema)\.js$/.test(s)),
      [],
    );
    assert.ok(code.includes("zod's JSON Schema generator (json-schema-processors.js) is not in the Worker build"));
  });
  test("does not carry the VADER lexicon (it is read from D1)", () => {
    // Entries only the VADER list has: texting abbreviations and an emoticon.
    assert.equal(code.includes("lylab"), false);
    assert.equal(code.includes("hho1/2k"), false);
  });
  test("does not carry the learned models' weights (they are read from D1)", () => {
    // A line of the spam model's weights and the start of the router's packed weights.
    assert.equal(code.includes("b:<s> search"), false);
    assert.equal(code.includes(ROUTER_MODEL_DATA.entries.slice(0, 40)), false);
    assert.equal(code.includes(SPAM_MODEL_DATA.slice(0, 200)), false);
    assert.deepEqual(
      serverSources().filter((s) => s.includes("sentiment-model-weights")),
      [],
    );
  });
  test("does not carry the stylesheet (the Worker reads it from its static assets)", () => {
    assert.equal(code.includes("tailwindcss v4"), false);
  });
  test("does not ship the sample generator", () => {
    assert.equal(code.includes("northwindlab.example"), false);
    assert.equal(code.includes("fake-small-channels"), false);
  });
});

// Production's second Worker (docs/decisions/005-worker-size.md): the engines a twin forwards run
// there and nowhere else. A twin that stops forwarding (or an edge that imports an engine past its
// twin) puts the engine back in the pages Worker and fails here before the size check notices.
describe("the two Workers", () => {
  const MOVED = [
    "app/features/comment-sentiment/engine/summary.ts",
    "app/features/comment-sentiment/engine/spam.ts",
    "app/features/video-forecast/engine/forecast-video.ts",
    "app/features/thumbnail-optimizer/engine/image-metrics.ts",
    // The sample thumbnails' renderer and JPEG encoder (/sample-thumbnails asks the engines Worker).
    "app/lib/thumbnails/sample-thumbnail.ts",
    "node_modules/jpeg-js/lib/encoder.js",
  ];
  test("the pages Worker carries none of the engines that run in the engines Worker", () => {
    assert.deepEqual(
      serverSources().filter((s) => MOVED.some((m) => s.endsWith(m))),
      [],
    );
    assert.ok(
      serverSources().some((s) => s.endsWith(".remote.server.ts")),
      "the pages Worker is built from the twins",
    );
  });
  test("the engines Worker carries them, and no page, twin or fake", () => {
    const sources = serverSources(ENGINES);
    for (const moved of MOVED)
      assert.ok(
        sources.some((s) => s.endsWith(moved)),
        `${moved} in the engines Worker`,
      );
    assert.deepEqual(
      sources.filter((s) => /(^|\/)(app\/routes|app\/dev)\/|\.remote\.server\.ts$|node_modules\/react-dom\//.test(s)),
      [],
    );
  });

  test("a demo's sample thumbnails are drawn by the engines Worker and served as JPEG files", async () => {
    const base = process.env.BASE_URL!;
    const demo = await fetch(`${base}/demo`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: base,
        "content-type": "application/x-www-form-urlencoded",
        ...visitorHeaders(),
      },
      body: "",
    });
    const cookie = demo.headers.get("set-cookie")?.split(";")[0];
    assert.ok(cookie, `POST /demo answered ${demo.status} without a session`);
    const page = await (await fetch(`${base}/competitor-monitor`, { headers: { cookie } })).text();
    const path = page.match(/\/sample-thumbnails\/[A-Za-z0-9_-]{11}\.jpg/)?.[0];
    assert.ok(path, "the Competitor Monitor shows a sample thumbnail");
    const image = await fetch(`${base}${path}`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get("content-type"), "image/jpeg");
    const bytes = new Uint8Array(await image.arrayBuffer());
    assert.deepEqual([bytes[0], bytes[1]], [0xff, 0xd8], "a JPEG file");
  });
});
