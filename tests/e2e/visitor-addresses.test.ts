// Every browser test is its own visitor: the per-address limits (sign-up, log-in, password reset,
// feedback, the demo) count each test apart, however fast the suite runs. These checks need no
// browser: the allocator's addresses are distinct as the Worker counts them (an IPv6 client by its
// /64), across test files (each file runs in a process of its own), and no test file sets an
// address of its own beside the allocator.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { describe, test } from "node:test";
import { visitorAddress } from "./support.ts";

const addressesFromAnotherProcess = (): string[] =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { visitorAddress } from "./tests/e2e/support.ts"; console.log(JSON.stringify(Array.from({ length: 50 }, visitorAddress)));`,
      ],
      { encoding: "utf8" },
    ),
  );

describe("visitor addresses", () => {
  test("are distinct as the limits count them, within a file and across files", () => {
    const here = Array.from({ length: 200 }, visitorAddress);
    const all = [...here, ...addressesFromAnotherProcess()];
    // Each is 2001:db8:X:Y::1, its /64 (what an IPv6 client is counted by) the four groups before "::".
    for (const address of all) assert.match(address, /^2001:db8:[0-9a-f]{1,4}:[0-9a-f]{1,4}::1$/);
    const networks = all.map((a) => a.split("::")[0]);
    assert.equal(new Set(networks).size, all.length);
  });

  test("come from the allocator only: no test file names an address of its own", () => {
    const own = readdirSync("tests/e2e")
      .filter((f) => f.endsWith(".ts") && f !== "support.ts" && f !== "visitor-addresses.test.ts")
      .filter((f) =>
        /cf-connecting-ip|x-real-ip|\b(?:198\.51\.100|203\.0\.113|192\.0\.2)\.\d/.test(
          readFileSync(`tests/e2e/${f}`, "utf8"),
        ),
      );
    assert.deepEqual(own, []);
  });
});
