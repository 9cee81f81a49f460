// The auth feature's table: failed sign-ins per email, for the lockout.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// ---------------------------------------------------------------------------------------------
// Accounts: lockout, password resets, outgoing mail, feedback.

/**
 * Failed log-ins per email address (known or not, so the lock says nothing about which emails
 * have accounts). After too many in a window the address is locked for a while.
 */
export const loginThrottle = sqliteTable("login_throttle", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: integer("window_started_at", { mode: "timestamp_ms" }).notNull(),
  lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
});
