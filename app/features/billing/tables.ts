// Billing's tables (docs/billing.md).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { users } from "~/lib/auth/tables";

// ---------------------------------------------------------------------------------------------
// Billing (docs/billing.md). Stripe is the source of truth: these rows are re-read from Stripe
// on every relevant webhook and on /success, never patched from an event's payload alone.

/** The one Stripe customer per user, created before the first checkout and reused after. */
export const stripeCustomers = sqliteTable("stripe_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: createdAt(),
});

/** The user's current subscription as Stripe last reported it (spec §3 "Subscription record"). */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    subscriptionId: text("subscription_id").notNull().unique(),
    // Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused.
    subscriptionStatus: text("subscription_status").notNull(),
    priceId: text("price_id").notNull(),
    // Which of our plans the price belongs to (null: a price this deployment does not sell).
    planId: text("plan_id", { enum: ["starter", "pro", "creator"] }),
    // Epoch seconds, as Stripe gives it (since 2025-03-31 on the subscription's items).
    currentPeriodEnd: integer("current_period_end"),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    paymentMethodBrand: text("payment_method_brand"),
    paymentMethodLast4: text("payment_method_last4"),
    // Monthly amount in the price's smallest unit (cents) and currency, for MRR on /admin.
    unitAmount: integer("unit_amount"),
    currency: text("currency"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("subscriptions_customer_idx").on(t.customerId)],
);

/**
 * The Checkout a user started last (docs/billing.md). Claimed in one statement before Stripe is
 * asked, so two presses at once start one Checkout; /success asks Stripe only about this session
 * and at most once every few seconds, and nothing more once it is paid.
 */
export const pendingCheckouts = sqliteTable("pending_checkouts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  // A fresh id per claim: only the request holding it fills in the session.
  claimId: text("claim_id").notNull(),
  planId: text("plan_id", { enum: ["starter", "pro", "creator"] }).notNull(),
  // Null while Stripe is being asked; then the Checkout Session and its page.
  sessionId: text("session_id"),
  url: text("url"),
  startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
  // When /success last asked Stripe about the session (null: never).
  checkedAt: integer("checked_at", { mode: "timestamp_ms" }),
  // When /success saw it paid and stored the subscription: later visits read D1 only.
  completedAt: integer("completed_at", { mode: "timestamp_ms" }),
});

/** Webhook events already processed: Stripe retries and duplicates change nothing. */
export const stripeEvents = sqliteTable("stripe_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

/**
 * A Stripe customer whose account was deleted: its subscriptions were cancelled at Stripe first,
 * and the webhooks that follow (subscription deleted, final invoice) are answered and ignored.
 * Only Stripe's own ids and the time: nothing about the person.
 */
export const closedStripeCustomers = sqliteTable("closed_stripe_customers", {
  customerId: text("customer_id").primaryKey(),
  // The subscriptions cancelled at deletion (Stripe ids).
  subscriptionIds: text("subscription_ids", { mode: "json" }).$type<string[]>().notNull(),
  closedAt: integer("closed_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Analyses a user ran (one row per run of an analysis tool on their own channel). A free account
 * gets one; plans run unlimited. Counted server-side here, never in the browser.
 */
export const analysisRuns = sqliteTable(
  "analysis_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The tool that ran: "comment-sentiment", "video-forecast", ...
    tool: text("tool").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("analysis_runs_user_idx").on(t.userId, t.createdAt)],
);

/** Creator+ 1-on-1 channel strategy coaching: a request support answers, with its booking state. */
export const coachingRequests = sqliteTable(
  "coaching_requests",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    goal: text("goal").notNull(),
    availability: text("availability").notNull(),
    // requested → scheduled (support set a time) → done; or cancelled.
    status: text("status", { enum: ["requested", "scheduled", "done", "cancelled"] })
      .notNull()
      .default("requested"),
    scheduledFor: integer("scheduled_for", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("coaching_requests_user_idx").on(t.userId)],
);
