// Reading local settings (.dev.vars) for the scripts that start the app.
import { existsSync, readFileSync } from "node:fs";

export const FAKE_YOUTUBE_ORIGIN = "http://youtube.fake";

/** The value of NAME in a .dev.vars file (dotenv syntax), or undefined. */
export function readVar(file, name) {
  if (!existsSync(file)) return undefined;
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match && match[1] === name) return match[2].replace(/^(["'])(.*)\1$/, "$2");
  }
  return undefined;
}

/** The value after `flag` in wrangler-style arguments (`--port 9000` or `--port=9000`), the last one winning. */
export function flagValue(args, flag) {
  let value;
  args.forEach((arg, i) => {
    if (arg === flag && i + 1 < args.length) value = args[i + 1];
    else if (arg.startsWith(`${flag}=`)) value = arg.slice(flag.length + 1);
  });
  return value;
}

/** NAME's value among `--var NAME:value` arguments, or undefined. */
export function varArgument(args, name) {
  const prefix = `${name}:`;
  let value;
  args.forEach((arg, i) => {
    if (args[i - 1] === "--var" && arg.startsWith(prefix)) value = arg.slice(prefix.length);
  });
  return value;
}

/** The port `npm start` serves on: `--port N`, else wrangler's 8787. */
export const DEFAULT_START_PORT = 8787;

/**
 * APP_URL for `npm start`: the address scheduled mail (the weekly digest, surge alerts) links to,
 * since a cron has no request to take it from. The person's own choice wins: a `--var APP_URL:…`
 * argument, or a value in .dev.vars other than the example's, which is `npm run dev`'s address
 * (http://localhost:5173, where nothing listens under `npm start`). Otherwise the server being
 * started: `--ip` (when it names one address) and `--port`, by default http://127.0.0.1:8787, the
 * address wrangler prints. Returns null when the person's choice stands and nothing needs writing.
 */
export function startAppUrl({ args, devVarsValue, exampleValue }) {
  if (varArgument(args, "APP_URL") !== undefined) return null;
  const own = devVarsValue?.trim();
  if (own && own !== exampleValue?.trim()) return null;
  const port = Number(flagValue(args, "--port") ?? DEFAULT_START_PORT);
  const ip = flagValue(args, "--ip") ?? "127.0.0.1";
  // Listening on every interface: links for this machine.
  const host = ["0.0.0.0", "::", "*", ""].includes(ip) ? "127.0.0.1" : ip.includes(":") ? `[${ip}]` : ip;
  return `http://${host}:${Number.isInteger(port) && port > 0 ? port : DEFAULT_START_PORT}`;
}

/** A .dev.vars text with NAME set to `value` (its line replaced, or one added at the end). */
export function withVar(text, name, value) {
  const line = new RegExp(`^(\\s*${name}\\s*=).*$`, "m");
  if (line.test(text)) return text.replace(line, (_, head) => `${head}${value}`);
  return `${text.trimEnd()}${text.trim() ? "\n" : ""}${name}=${value}\n`;
}
