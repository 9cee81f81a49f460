// The outbox app/lib/email writes and sends from (shared code owns it: no feature does).
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";

/**
 * Every email the product sends, with what happened to it, for admins. Secrets (reset and
 * verification links) are replaced before storing; rows are purged after 30 days.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    kind: text("kind", {
      enum: [
        "password-reset",
        "verify-email",
        "sign-in-link",
        "feedback",
        "surge-alert",
        "coaching",
        "workspace-invitation",
        "weekly-digest",
        "quota-alert",
      ],
    }).notNull(),
    // 'logged' when no email binding is configured (local development): stored, not sent.
    status: text("status", { enum: ["sent", "logged", "failed"] }).notNull(),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);
