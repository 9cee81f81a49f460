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
