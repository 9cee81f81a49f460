// Shared by the benchmark scripts: the machine line, and rewriting one marked section of
// docs/benchmarks.md (each script owns its section; the rest of the file is left as it is).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

const DOC = new URL("../docs/benchmarks.md", import.meta.url);

/** "2 × AMD EPYC, linux 6.1, Node v22.23.3". */
export function machineLine() {
  const cpu = os.cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

/**
 * Replaces the text between `<!-- NAME:START -->` and `<!-- NAME:END -->` with `body`; when the
 * markers are missing, appends a section with `heading` and `intro` first.
 */
export function recordSection(
  name: string,
  { heading, intro, body }: { heading: string; intro: string; body: string },
) {
  const start = `<!-- ${name}:START -->`;
  const end = `<!-- ${name}:END -->`;
  let md = existsSync(DOC) ? readFileSync(DOC, "utf8") : "# Benchmarks\n";
  if (!md.includes(start) || !md.includes(end))
    md = `${md.trimEnd()}\n\n## ${heading}\n\n${intro}\n\n${start}\n${end}\n`;
  md = md.slice(0, md.indexOf(start) + start.length) + "\n" + body + "\n" + md.slice(md.indexOf(end));
  writeFileSync(DOC, md);
}

/** The table's closing line: "All targets met." or the list of targets missed. */
export function targetsLine(missed: readonly string[]): string {
  return missed.length === 0 ? "All targets met." : `Targets missed: ${missed.join("; ")}.`;
}

/**
 * The common end of a benchmark script: records its section (unless BENCH_NO_WRITE is set), then
 * lists the targets missed on stderr and exits 1 when there are any.
 */
export function finishBench(
  name: string,
  section: { heading: string; intro: string; body: string },
  missed: readonly string[],
) {
  if (!process.env.BENCH_NO_WRITE) recordSection(name, section);
  if (missed.length > 0) {
    console.error(`\nTargets missed:\n- ${missed.join("\n- ")}`);
    process.exit(1);
  }
}
