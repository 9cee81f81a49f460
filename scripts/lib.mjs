// Small helpers shared by the project's scripts.
import { spawn } from "node:child_process";

/** Runs a command, streaming its output; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/** The local D1 lives here unless VIDWISE_PERSIST_DIR points elsewhere (tests use a fresh one). */
export function persistArgs() {
  return process.env.VIDWISE_PERSIST_DIR ? ["--persist-to", process.env.VIDWISE_PERSIST_DIR] : [];
}

/** Applies migrations/ to the local D1; wrangler skips the ones already applied. */
export function migrateLocal(configArgs = []) {
  return run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...configArgs, ...persistArgs()], {
    env: { ...process.env, CI: "true" }, // no confirmation prompt
  });
}
