// Reading a YouTube Studio export's text into rows: pure work on a file of up to a few megabytes,
// so in production it runs in the engines Worker (its twin, studio-parse.remote.server.ts;
// docs/decisions/005-worker-size.md) and the pages Worker carries only the import's writes.
import type { StudioFileKind } from "./studio-import/columns";
import { type StudioParseResult, parseStudioExport } from "./studio-import/parse-studio";

export async function parseStudioFile(kind: StudioFileKind, text: string): Promise<StudioParseResult> {
  return parseStudioExport(kind, text);
}
