// Substring search in SQL for the admin lists: a parameterised LIKE with LIKE's own wildcards
// taken literally, so a search for "50%" finds "50%" and nothing else.
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** `%text%` for LIKE, with LIKE's own wildcards (and the escape character) taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A parameterised, case-insensitive (for ASCII) substring match. */
export function containsText(column: SQLiteColumn, text: string): SQL {
  return sql`${column} LIKE ${likePattern(text)} ESCAPE '\\'`;
}
