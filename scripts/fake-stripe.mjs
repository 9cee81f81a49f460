// Starts scripts/fake-stripe-server.ts as a child process on a free port and resolves with it once
// it listens. `vars` are the app's Stripe settings (prices, webhook secret) the fake must share.
// The child lives in the caller's process group, so stopping the group stops it too.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startFakeStripe(vars = {}) {
  const port = await freePort();
  return new Promise((resolve, reject) => {
    const child = spawn("node_modules/.bin/tsx", ["scripts/fake-stripe-server.ts", "--port", String(port)], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...vars },
    });
    let out = "";
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`the Stripe fake exited with ${code}`)));
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /listening (\d+)/.exec(out);
      if (match) resolve({ port: Number(match[1]), stop: () => child.kill() });
    });
    process.on("exit", () => child.kill());
  });
}
