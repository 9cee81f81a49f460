// Starts the built Worker on a free port with a brand-new local D1, for browser tests,
// acceptance checks and Lighthouse. Exports a function; not a CLI.
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Generous: on a busy 2-core machine the local server took 120 s to answer its first request.
async function waitForHealth(base, child, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${base}/api/health in time`);
}

// Tests and benchmarks always talk to the built-in YouTube fake, whatever .dev.vars says.
const FAKE_YOUTUBE = [
  "--var",
  "YOUTUBE_API_KEY:local-fake",
  "--var",
  "YOUTUBE_API_BASE_URL:http://youtube.fake/youtube/v3",
  "--var",
  "YOUTUBE_FEEDS_BASE_URL:http://youtube.fake/feeds",
  "--var",
  "YOUTUBE_UPLOAD_BASE_URL:http://youtube.fake/upload/youtube/v3",
];
// ...and to the built-in Stripe fake (a developer's own test-mode keys in .dev.vars are never used).
const FAKE_STRIPE = [
  "--var",
  "STRIPE_SECRET_KEY:sk_test_fake_local",
  "--var",
  "STRIPE_WEBHOOK_SECRET:whsec_fake_local",
  "--var",
  "STRIPE_PRICE_STARTER:price_fake_starter",
  "--var",
  "STRIPE_PRICE_PRO:price_fake_pro",
  "--var",
  "STRIPE_PRICE_CREATOR_PLUS:price_fake_creator_plus",
  "--var",
  "STRIPE_API_BASE_URL:http://stripe.fake",
];
// ...and Connect with Google goes to the built-in Google fake (a developer's own OAuth client is never used).
const FAKE_GOOGLE = [
  "--var",
  "GOOGLE_CLIENT_ID:fake-local-client.apps.googleusercontent.com",
  "--var",
  "GOOGLE_CLIENT_SECRET:fake-local-secret",
  "--var",
  "TOKEN_ENCRYPTION_KEY:rphieRBrFWtEuHrA3e87YpXxIMH2eUJNJhAykjhBDvU=",
  "--var",
  "GOOGLE_OAUTH_BASE_URL:http://google.fake",
];
// ...and mail stays in the local mailbox (the server log), where the tests read their links,
// instead of going to the EMAIL binding (which wrangler would simulate: files, no whole message).
const LOCAL_MAIL = ["--var", "EMAIL_DELIVERY:local"];
// Lets tests fire a cron schedule: GET /cdn-cgi/handler/scheduled?cron=… (wrangler's local route).
const TEST_SCHEDULED = ["--test-scheduled"];

/**
 * Serves `npm start` on a free port with a fresh D1; returns its base URL, the D1 folder
 * (for `wrangler d1 execute --persist-to`), the server's log file (where, with no email binding,
 * every mail is written whole: tests read links there, as a developer would) and a stop().
 * `persist` hands it a D1 folder made just before (the browser tests pass the one the deploy
 * check migrated and seeded, so that work is not done twice); stop() removes it either way.
 */
export async function serveFresh({ quiet = true, persist = mkdtempSync(join(tmpdir(), "vidwise-d1-")) } = {}) {
  const log = join(persist, "server.log");
  const logFd = openSync(log, "a");
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "scripts/start.mjs",
      "--port",
      String(port),
      ...FAKE_YOUTUBE,
      ...FAKE_STRIPE,
      ...FAKE_GOOGLE,
      ...LOCAL_MAIL,
      ...TEST_SCHEDULED,
    ],
    {
      env: { ...process.env, VIDWISE_PERSIST_DIR: persist },
      stdio: quiet ? ["ignore", logFd, logFd] : "inherit",
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(persist, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, persist, log, stop };
}

/** A new demo workspace's session cookie ("vidwise_session=…"), from POST /demo on `base`. */
export async function startDemo(base) {
  const response = await fetch(`${base}/demo`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  const cookie = response.headers.get("set-cookie");
  if (!cookie) throw new Error(`POST /demo answered ${response.status} without a session`);
  return cookie.split(";")[0];
}
