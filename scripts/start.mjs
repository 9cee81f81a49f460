// `npm start [-- --port N]`: the built Worker under `wrangler dev --local`, with the same local
// set-up as `npm run dev` (.dev.vars on first run, migrations, sample seed), so a fresh checkout
// answers from the built-in YouTube fake instead of "YouTube API is not configured".
// Production builds do not carry the fake, so when the settings point at it (http://youtube.fake/…)
// it runs beside the Worker as a local server and the Worker is given that address instead.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { startFakeYouTube } from "./fake-youtube.mjs";
import { persistArgs, run } from "./lib.mjs";
import { ensureDevVars, prepareLocalDatabase } from "./local-setup.mjs";
import { FAKE_YOUTUBE_ORIGIN, readVar } from "./local-vars.mjs";

const builtConfig = "build/server/wrangler.json";
if (!existsSync(builtConfig)) {
  console.error("No build found. Run `npm run build` first.");
  process.exit(1);
}

ensureDevVars();
// wrangler reads secrets from .dev.vars beside the config it runs: give the build the local ones.
const builtVars = "build/server/.dev.vars";
copyFileSync(".dev.vars", builtVars);

const args = process.argv.slice(2);
const BASE_VAR = "YOUTUBE_API_BASE_URL:";
const argIndex = args.findIndex((a, i) => args[i - 1] === "--var" && a.startsWith(BASE_VAR));
const baseUrl = argIndex >= 0 ? args[argIndex].slice(BASE_VAR.length) : readVar(builtVars, "YOUTUBE_API_BASE_URL");
if (baseUrl?.startsWith(FAKE_YOUTUBE_ORIGIN)) {
  const { port } = await startFakeYouTube();
  const local = `http://127.0.0.1:${port}/youtube/v3`;
  if (argIndex >= 0) args[argIndex] = BASE_VAR + local;
  writeFileSync(builtVars, readFileSync(builtVars, "utf8").replace(/^(\s*YOUTUBE_API_BASE_URL\s*=).*$/m, `$1${local}`));
  console.log(`YouTube fake serving the sample world at ${local}`);
}
const port = args.includes("--port") ? [] : ["--port", "8787"];
await prepareLocalDatabase({ config: builtConfig });
await run("wrangler", ["dev", "--local", "--config", builtConfig, "--ip", "127.0.0.1", ...port, ...persistArgs(), ...args]);
