// `npm start`'s APP_URL: scheduled mail (the weekly digest, surge alerts) has no request to take
// the app's address from, so it must be the server that sends it, not `npm run dev`'s port.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { flagValue, readVar, startAppUrl, withVar } from "../../scripts/local-vars.mjs";

const DEV = "http://localhost:5173";
const decide = (args: string[], devVarsValue: string | undefined = DEV) =>
  startAppUrl({ args, devVarsValue, exampleValue: DEV });

describe("npm start's APP_URL", () => {
  it("is the server being started when .dev.vars has the example's (npm run dev's) address or none", () => {
    expect(decide([])).toBe("http://127.0.0.1:8787");
    expect(decide(["--port", "9123"])).toBe("http://127.0.0.1:9123");
    expect(decide(["--port=9124"])).toBe("http://127.0.0.1:9124");
    expect(decide(["--port", "9125"], undefined)).toBe("http://127.0.0.1:9125");
    expect(decide(["--port", "9126"], "  ")).toBe("http://127.0.0.1:9126");
    expect(decide(["--ip", "0.0.0.0", "--port", "9127"])).toBe("http://127.0.0.1:9127");
    expect(decide(["--ip", "::1"])).toBe("http://[::1]:8787");
  });

  it("leaves the person's own choice alone: a --var argument or another address in .dev.vars", () => {
    expect(decide(["--port", "9123", "--var", "APP_URL:https://tunnel.example"])).toBeNull();
    expect(decide(["--port", "9123"], "https://tunnel.example")).toBeNull();
  });

  it("starts from the example's address: npm run dev keeps http://localhost:5173", () => {
    expect(readVar(".dev.vars.example", "APP_URL")).toBe(DEV);
    // `npm run dev` reads .dev.vars itself; only `npm start` writes its copy in build/server.
    expect(readFileSync("scripts/dev-setup.mjs", "utf8")).not.toContain("APP_URL");
  });

  it("reads flags in both spellings and writes the setting in place or at the end", () => {
    expect(flagValue(["--port", "1", "--port=2"], "--port")).toBe("2");
    expect(flagValue(["--var", "X:1"], "--port")).toBeUndefined();
    expect(withVar("A=1\nAPP_URL=http://localhost:5173\nB=2\n", "APP_URL", "http://127.0.0.1:8787")).toBe(
      "A=1\nAPP_URL=http://127.0.0.1:8787\nB=2\n",
    );
    expect(withVar("A=1\n# APP_URL=x\n", "APP_URL", "http://127.0.0.1:8787")).toBe(
      "A=1\n# APP_URL=x\nAPP_URL=http://127.0.0.1:8787\n",
    );
    expect(withVar("", "APP_URL", "http://h:1/$1")).toBe("APP_URL=http://h:1/$1\n");
    expect(withVar("APP_URL=old\n", "APP_URL", "http://h:1/$1")).toBe("APP_URL=http://h:1/$1\n");
  });
});
