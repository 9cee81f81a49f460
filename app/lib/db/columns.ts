// Column helpers shared by every feature's tables.ts (the tables themselves live with their owners).
import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** When the row was written, in ms; D1 fills it in. */
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
