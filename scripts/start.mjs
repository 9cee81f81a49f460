// `npm start [-- --port N]`: the built Worker under `wrangler dev --local`, with the same local
// set-up as `npm run dev` (.dev.vars on first run, migrations, sample seed), so a fresh checkout
// answers from the built-in YouTube fake instead of "YouTube API is not configured".
// Production builds do not carry the fake, so when the settings point at it (http://youtube.fake/…)
// it runs beside the Worker as a local server and the Worker is given that address instead;
// the same for the Google OAuth fake (http://google.fake) and the Stripe fake (http://stripe.fake).
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { startFake } from "./fake-process.mjs";
import { persistArgs, run } from "./lib.mjs";
import { ensureDevVars, prepareLocalDatabase } from "./local-setup.mjs";
import { DEFAULT_START_PORT, FAKE_YOUTUBE_ORIGIN, flagValue, readVar, startAppUrl, withVar } from "./local-vars.mjs";

/** The Google OAuth fake's in-process origin (app/dev/google/fake-google.ts). */
const FAKE_GOOGLE_ORIGIN = "http://google.fake";

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

// Scheduled mail links to APP_URL; .dev.vars.example's is `npm run dev`'s port, so unless the
// person chose one, this server's own address replaces it (local-vars.mjs, startAppUrl).
const appUrl = startAppUrl({
  args,
  devVarsValue: readVar(builtVars, "APP_URL"),
  exampleValue: readVar(".dev.vars.example", "APP_URL"),
});
if (appUrl) {
  writeFileSync(builtVars, withVar(readFileSync(builtVars, "utf8"), "APP_URL", appUrl));
  console.log(`Links in scheduled mail point at ${appUrl} (APP_URL).`);
}

/** When NAME (a --var argument, else .dev.vars) points at a fake's origin, serve that fake locally and point NAME there. */
async function serveFakeFor(name, fakeOrigin, start, path, label) {
  const prefix = `${name}:`;
  const argIndex = args.findIndex((a, i) => args[i - 1] === "--var" && a.startsWith(prefix));
  const value = argIndex >= 0 ? args[argIndex].slice(prefix.length) : readVar(builtVars, name);
  if (!value?.startsWith(fakeOrigin)) return;
  const { port } = await start();
  const local = `http://127.0.0.1:${port}${path}`;
  if (argIndex >= 0) args[argIndex] = prefix + local;
  writeFileSync(
    builtVars,
    readFileSync(builtVars, "utf8").replace(new RegExp(`^(\\s*${name}\\s*=).*$`, "m"), `$1${local}`),
  );
  console.log(`${label} at ${local}`);
}

// One YouTube fake serves both the Data API and the channels' feeds. An older .dev.vars that sends
// the API to the fake but names no feeds is given the fake's feeds too (Google's would not know
// the sample world's channels).
let youtubeFake;
const startYouTubeFake = () => (youtubeFake ??= startFake("scripts/fake-youtube-server.ts", "YouTube"));
if (
  !readVar(builtVars, "YOUTUBE_FEEDS_BASE_URL") &&
  readVar(builtVars, "YOUTUBE_API_BASE_URL")?.startsWith(FAKE_YOUTUBE_ORIGIN)
) {
  writeFileSync(
    builtVars,
    `${readFileSync(builtVars, "utf8").trimEnd()}\nYOUTUBE_FEEDS_BASE_URL=${FAKE_YOUTUBE_ORIGIN}/feeds\n`,
  );
}
await serveFakeFor(
  "YOUTUBE_API_BASE_URL",
  FAKE_YOUTUBE_ORIGIN,
  startYouTubeFake,
  "/youtube/v3",
  "YouTube fake serving the sample world",
);
await serveFakeFor("YOUTUBE_FEEDS_BASE_URL", FAKE_YOUTUBE_ORIGIN, startYouTubeFake, "/feeds", "Its channel feeds");
// Uploads (thumbnails.set) go to the same fake; an older .dev.vars that sends the API there is given it too.
if (
  !readVar(builtVars, "YOUTUBE_UPLOAD_BASE_URL") &&
  readVar(builtVars, "YOUTUBE_API_BASE_URL")?.startsWith(FAKE_YOUTUBE_ORIGIN)
) {
  writeFileSync(
    builtVars,
    `${readFileSync(builtVars, "utf8").trimEnd()}\nYOUTUBE_UPLOAD_BASE_URL=${FAKE_YOUTUBE_ORIGIN}/upload/youtube/v3\n`,
  );
}
await serveFakeFor(
  "YOUTUBE_UPLOAD_BASE_URL",
  FAKE_YOUTUBE_ORIGIN,
  startYouTubeFake,
  "/upload/youtube/v3",
  "Its uploads (thumbnails.set)",
);
// The YouTube Analytics fake (app/dev/analytics/fake-analytics.ts). Tokens from
// the OAuth fake are good only there, so an older .dev.vars without the setting is given it.
const FAKE_ANALYTICS_ORIGIN = "http://youtube-analytics.fake";
if (
  !readVar(builtVars, "YOUTUBE_ANALYTICS_BASE_URL") &&
  readVar(builtVars, "GOOGLE_OAUTH_BASE_URL")?.startsWith(FAKE_GOOGLE_ORIGIN)
) {
  writeFileSync(
    builtVars,
    `${readFileSync(builtVars, "utf8").trimEnd()}\nYOUTUBE_ANALYTICS_BASE_URL=${FAKE_ANALYTICS_ORIGIN}/v2\n`,
  );
}
// The same fake serves the Reporting API (reach: impressions and CTR) under /v1, given the same way.
if (
  !readVar(builtVars, "YOUTUBE_REPORTING_BASE_URL") &&
  readVar(builtVars, "GOOGLE_OAUTH_BASE_URL")?.startsWith(FAKE_GOOGLE_ORIGIN)
) {
  writeFileSync(
    builtVars,
    `${readFileSync(builtVars, "utf8").trimEnd()}\nYOUTUBE_REPORTING_BASE_URL=${FAKE_ANALYTICS_ORIGIN}/v1\n`,
  );
}
let analyticsFake;
const startAnalyticsFake = () => (analyticsFake ??= startFake("scripts/fake-analytics-server.ts", "YouTube Analytics"));
await serveFakeFor(
  "YOUTUBE_ANALYTICS_BASE_URL",
  FAKE_ANALYTICS_ORIGIN,
  startAnalyticsFake,
  "/v2",
  "YouTube Analytics fake serving the sample channel",
);
await serveFakeFor(
  "YOUTUBE_REPORTING_BASE_URL",
  FAKE_ANALYTICS_ORIGIN,
  startAnalyticsFake,
  "/v1",
  "Its Reporting API (reach reports)",
);
// Google's consent screen is opened by the browser, so the OAuth fake must be reachable from it too.
await serveFakeFor(
  "GOOGLE_OAUTH_BASE_URL",
  FAKE_GOOGLE_ORIGIN,
  () => startFake("scripts/fake-google-server.ts", "Google"),
  "",
  "Google OAuth fake (consents at once) serving the sample channel",
);
// Stripe's Checkout and portal pages are opened by the browser too; the fake shares the app's
// prices and webhook secret, and sends its signed webhooks back to the app (a loopback address).
const STRIPE_VARS = ["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_STARTER", "STRIPE_PRICE_PRO", "STRIPE_PRICE_CREATOR_PLUS"];
/** NAME's value: a --var argument, else .dev.vars. */
const settingOf = (name) =>
  args.find((a, i) => args[i - 1] === "--var" && a.startsWith(`${name}:`))?.slice(name.length + 1) ??
  readVar(builtVars, name);
const stripeVars = Object.fromEntries(STRIPE_VARS.map((name) => [name, settingOf(name) ?? ""]));
await serveFakeFor(
  "STRIPE_API_BASE_URL",
  "http://stripe.fake",
  () => startFake("scripts/fake-stripe-server.ts", "Stripe", stripeVars),
  "",
  "Stripe fake (test checkout, signed webhooks)",
);
const port = flagValue(args, "--port") === undefined ? ["--port", String(DEFAULT_START_PORT)] : [];
await prepareLocalDatabase({ config: builtConfig });
// The engines Worker the build made beside the pages Worker (docs/decisions/005-worker-size.md):
// wrangler runs both, the first config's Worker serving requests and the second reached through
// its ENGINES binding, on the same local D1 and queue.
const enginesConfig = "build/engines/wrangler.json";
if (!existsSync(enginesConfig)) {
  console.error("The build has no engines Worker (build/engines). Run `npm run build` again.");
  process.exit(1);
}
await run("wrangler", [
  "dev",
  "--local",
  "--config",
  builtConfig,
  "--config",
  enginesConfig,
  "--ip",
  "127.0.0.1",
  ...port,
  ...persistArgs(),
  ...args,
]);
