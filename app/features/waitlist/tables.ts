// The waitlist's table: who joined and from which page.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";

export const waitlistEmails = sqliteTable("waitlist_emails", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  // The page the visitor joined from, e.g. "/" or "/youtube".
  source: text("source").notNull().default("/"),
  createdAt: createdAt(),
});
