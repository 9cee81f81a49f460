// Starts one of the offline fakes (scripts/fake-*-server.ts, served by fake-server.ts) as a child
// process on a free port and resolves with that port once it prints "listening PORT". `env` adds
// settings the fake must share with the app (Stripe's prices and webhook secret). The child lives
// in the caller's process group, so stopping the group stops it too.
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

/** `script`: e.g. "scripts/fake-youtube-server.ts"; `label`: named in the error when it exits. */
export async function startFake(script, label, env = {}) {
  const port = await freePort();
  return new Promise((resolve, reject) => {
    const child = spawn("node_modules/.bin/tsx", [script, "--port", String(port)], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...env },
    });
    let out = "";
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`the ${label} fake exited with ${code}`)));
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /listening (\d+)/.exec(out);
      if (match) resolve({ port: Number(match[1]), stop: () => child.kill() });
    });
    process.on("exit", () => child.kill());
  });
}
