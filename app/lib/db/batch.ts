import type { BatchItem } from "drizzle-orm/batch";

// D1 binds at most 100 parameters per statement: multi-row inserts are cut to fit.
export const D1_MAX_PARAMS = 100;

/** Splits rows so that rows × columnsPerRow stays within D1's parameter limit. */
export function chunkForParams<T>(rows: readonly T[], columnsPerRow: number): T[][] {
  const size = Math.max(1, Math.floor(D1_MAX_PARAMS / columnsPerRow));
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

/** Statements one batch sends: one round trip and one transaction (D1's, or a workspace store's). */
export const STATEMENTS_PER_BATCH = 50;

type Statement = BatchItem<"sqlite">;
type BatchingDb = { batch(statements: [Statement, ...Statement[]]): Promise<unknown> };

/**
 * Sends `statements` in batches of `size`: each batch all or nothing, the batches in order. For
 * writes too many for one batch, where a part already written is still right on its own.
 */
export async function batchInChunks(
  db: BatchingDb,
  statements: readonly Statement[],
  size = STATEMENTS_PER_BATCH,
): Promise<void> {
  for (let i = 0; i < statements.length; i += size)
    await db.batch(statements.slice(i, i + size) as [Statement, ...Statement[]]);
}
