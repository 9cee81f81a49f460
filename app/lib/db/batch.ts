// D1 binds at most 100 parameters per statement: multi-row inserts are cut to fit.
export const D1_MAX_PARAMS = 100;

/** Splits rows so that rows × columnsPerRow stays within D1's parameter limit. */
export function chunkForParams<T>(rows: readonly T[], columnsPerRow: number): T[][] {
  const size = Math.max(1, Math.floor(D1_MAX_PARAMS / columnsPerRow));
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}
