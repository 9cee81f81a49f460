// Creator+ 1-on-1 Channel Strategy Coaching: a request is stored (the record of truth) and then
// mailed to support through the email interface, like feedback; support answers by email and
// moves the booking from requested to scheduled to done.
import { AppError } from "~/lib/errors";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { coachingRequests } from "./tables";
import { sendEmail } from "~/lib/email/email.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { firstIssue } from "~/lib/validation";
import { COACHING_MESSAGES } from "./coaching-messages";
import { coachingRequestSchema } from "./coaching-schema";
import { hasFeature } from "./entitlements.server";
import { type Locked, locked } from "./plan-gates.server";
import type { Viewer } from "./viewer.server";
import { log } from "~/lib/log.server";

/** A request in these states is in progress: a new one waits until it is done or cancelled. */
const OPEN_STATUSES = ["requested", "scheduled"] as const;

export type CoachingBooking = {
  id: string;
  goal: string;
  availability: string;
  status: "requested" | "scheduled" | "done" | "cancelled";
  scheduledFor: string | null;
  createdAt: string;
};

/** The user's requests, newest first. */
export async function coachingBookingsOf(db: Db, userId: string): Promise<CoachingBooking[]> {
  const rows = await db
    .select()
    .from(coachingRequests)
    .where(eq(coachingRequests.userId, userId))
    .orderBy(desc(coachingRequests.createdAt))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    goal: row.goal,
    availability: row.availability,
    status: row.status,
    scheduledFor: row.scheduledFor ? row.scheduledFor.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export type CoachingDeps = {
  db: Db;
  env: { EMAIL?: unknown; EMAIL_FROM?: string; EMAIL_DELIVERY?: string };
  supportEmail: string;
  user: SessionUser;
};

export function coachingEmailText(
  user: Pick<SessionUser, "email" | "id">,
  goal: string,
  availability: string,
  id: string,
) {
  return [
    `New 1-on-1 Channel Strategy Coaching request on ${PRODUCT_NAME} (Creator+)`,
    "",
    `From: ${user.email}`,
    `User id: ${user.id}`,
    `Request id: ${id}`,
    "",
    "Goal:",
    goal,
    "",
    "Availability:",
    availability,
    "",
    "Reply to the member to set a time.",
  ].join("\n");
}

/**
 * Books a coaching session: the new request's id. A refusal (the demo, a plan without coaching,
 * a field the schema refuses, a session already open) is an AppError; a failed insert is logged
 * and thrown on, for the page to say it failed.
 */
export async function requestCoaching(
  deps: CoachingDeps,
  raw: Record<string, unknown>,
  now = new Date(),
): Promise<string> {
  const { db, user } = deps;
  if (user.isDemo) throw new AppError("forbidden", COACHING_MESSAGES.demo);
  if (!(await hasFeature(db, user, "coaching", now))) throw new AppError("plan-limit", COACHING_MESSAGES.notIncluded);
  const parsed = coachingRequestSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("invalid-input", firstIssue(parsed.error));

  // One session in progress at a time: the row goes in only if none of theirs is open, checked
  // in the same statement (D1 runs statements one at a time), so two presses at once book one.
  const id = crypto.randomUUID();
  const { goal, availability } = parsed.data;
  const open = and(eq(coachingRequests.userId, user.id), inArray(coachingRequests.status, OPEN_STATUSES));
  let changes: number;
  try {
    const result = await db.run(sql`
      INSERT INTO ${coachingRequests} (id, user_id, goal, availability, status, created_at, updated_at)
      SELECT ${id}, ${user.id}, ${goal}, ${availability}, 'requested', ${now.getTime()}, ${now.getTime()}
      WHERE NOT EXISTS (SELECT 1 FROM ${coachingRequests} WHERE ${open})`);
    changes = result.meta.changes ?? 0;
  } catch (error) {
    log.error("coaching.insert-failed", { userId: user.id, error });
    throw error;
  }
  if (changes === 0) throw new AppError("conflict", COACHING_MESSAGES.alreadyOpen);
  // Stored: the answer is success from here. A failed send is recorded in the outbox by sendEmail.
  try {
    await sendEmail(deps.env as Parameters<typeof sendEmail>[0], db, {
      to: deps.supportEmail,
      subject: `[${PRODUCT_NAME} coaching] Request from ${user.email}`,
      text: coachingEmailText(user, goal, availability, id),
      kind: "coaching",
    });
  } catch (error) {
    log.error("coaching.email-failed", { coachingRequestId: id, error });
  }
  return id;
}

/**
 * The coaching page (Creator+): whether the viewer's own plan includes it (the demo books no
 * sessions) and, when it does, their bookings; otherwise `locked` names the plan.
 */
export async function coachingPage(
  db: Db,
  viewer: Viewer,
): Promise<{ included: boolean; bookings: CoachingBooking[]; locked: Locked[] }> {
  const included = !viewer.isDemo && viewer.can("coaching");
  if (!included) return { included, bookings: [], locked: [locked("coaching")] };
  return { included, bookings: await coachingBookingsOf(db, viewer.userId), locked: [] };
}
