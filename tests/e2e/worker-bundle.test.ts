// The production Worker (build/server, made by tests/e2e/run.mjs just before this runs) carries
// neither the offline YouTube fake, the sample generator nor the VADER lexicon: the first two load only in development and
// tests (`npm start` serves the fake from a separate local process), the lexicon is read from D1.
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";

const SERVER = new URL("../../build/server", import.meta.url).pathname;

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
  test("does not carry the VADER lexicon (it is read from D1)", () => {
    // Entries only the VADER list has: texting abbreviations and an emoticon.
    assert.equal(code.includes("lylab"), false);
    assert.equal(code.includes("hho1/2k"), false);
  });
  test("does not ship the sample generator", () => {
    assert.equal(code.includes("northwindlab.example"), false);
    assert.equal(code.includes("fake-small-channels"), false);
  });
});
