// Starts scripts/fake-analytics-server.ts as a child process and resolves with its port once it
// listens. The child lives in the caller's process group, so stopping the group stops it too.
import { spawn } from "node:child_process";

export function startFakeAnalytics() {
  return new Promise((resolve, reject) => {
    const child = spawn("node_modules/.bin/tsx", ["scripts/fake-analytics-server.ts"], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`the YouTube Analytics fake exited with ${code}`)));
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /listening (\d+)/.exec(out);
      if (match) resolve({ port: Number(match[1]), stop: () => child.kill() });
    });
    process.on("exit", () => child.kill());
  });
}
