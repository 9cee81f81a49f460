// Browser tests drive Debian's Chromium (a test tool's own browser download fails here).
// Installs it with apt-get when it is missing.
import { existsSync } from "node:fs";
import { run } from "./lib.mjs";

const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  console.log("Chromium is missing: installing Debian's chromium package (about a minute)…");
  const asRoot = process.getuid?.() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const apt = (...args) => (asRoot ? run("apt-get", args, { env }) : run("sudo", ["-E", "apt-get", ...args], { env }));
  await apt("update", "-qq");
  await apt("install", "-y", "-qq", "chromium");
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium is still missing at ${CHROMIUM}.`);
  process.exit(1);
}
