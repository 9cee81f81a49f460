// What importing one Studio file came to, as the Account Settings page and the API show it.
import type { ImportReport } from "../tables";
import type { StudioFileKind } from "./columns";

export type ImportOutcome = {
  importId: string | null;
  kind: StudioFileKind | null;
  fileName: string;
  status: "done" | "failed" | "duplicate";
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  fileErrors: string[];
  rowErrors: ImportReport["rowErrors"];
  unknownColumns: string[];
  warnings: string[];
  /** When status is "duplicate": the earlier import of this very file. */
  previousImportAt?: string;
};

/** A file that wrote nothing, with what was wrong with it (none yet: the start of every outcome). */
export function failedImport(fileName: string, kind: StudioFileKind | null, fileErrors: string[]): ImportOutcome {
  return {
    importId: null,
    kind,
    fileName,
    status: "failed",
    added: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    fileErrors,
    rowErrors: [],
    unknownColumns: [],
    warnings: [],
  };
}
