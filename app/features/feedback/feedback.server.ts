// Sending feedback: validated, stored in D1 (the record of truth), then emailed to the support
// address through the email interface. A failed email never loses the feedback: the row is
// stored and the outbox says the send failed, so an admin can still read it at /admin.
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { feedback } from "./tables";
import { sendEmail } from "~/lib/email/email.server";
import { isAllowed } from "~/lib/rate-limit.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { firstIssue } from "~/lib/validation";
import {
  DEFAULT_FEEDBACK_CATEGORY,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  FEEDBACK_TYPES,
  type FeedbackCategory,
  feedbackFailedMessage,
  isFeedbackCategory,
} from "./messages";
import { feedbackSchema } from "./schema";
import { log } from "~/lib/log.server";

export type FeedbackUser = Pick<SessionUser, "id" | "email" | "isDemo" | "teamChannelId" | "platform" | "primaryTopic">;

export type FeedbackDeps = {
  db: Db;
  env: Pick<Env, "EMAIL" | "EMAIL_FROM" | "EMAIL_DELIVERY">;
  limiter: RateLimit | undefined;
  supportEmail: string;
  user: FeedbackUser;
};

export type FeedbackResult =
  | { ok: true; status: 200; id: string; emailStatus: "sent" | "logged" | "failed" }
  | { ok: false; status: 400 | 429 | 500; error: string; category: FeedbackCategory; message: string };

type StoredFeedback = {
  category: FeedbackCategory;
  message: string;
  user: FeedbackUser;
  createdAt: Date;
};

export function feedbackSubject(category: FeedbackCategory, email: string) {
  return `[${PRODUCT_NAME} feedback] ${FEEDBACK_TYPES[category].label} from ${email || FEEDBACK_MESSAGES.anonymous}`;
}

/** The email's body: who sent it, what kind, their setup (spec §7's fields) and the text. */
export function feedbackEmailText({ category, message, user, createdAt }: StoredFeedback) {
  return [
    `New feedback from ${PRODUCT_NAME}`,
    "",
    `User email: ${user.email || FEEDBACK_MESSAGES.anonymous}`,
    `Category: ${FEEDBACK_TYPES[category].label}`,
    `Platform: ${user.platform}`,
    `Primary topic: ${user.primaryTopic}`,
    `Demo user: ${user.isDemo ? "yes" : "no"}`,
    `Sent at: ${createdAt.toISOString()}`,
    "",
    "Feedback:",
    message,
  ].join("\n");
}

/** What the form shows again after a refusal, so nothing the visitor typed is lost. */
function echo(raw: Record<string, unknown>) {
  const category = isFeedbackCategory(raw.category) ? raw.category : DEFAULT_FEEDBACK_CATEGORY;
  // Bounded: a crafted post of megabytes is not worth sending back whole.
  const message = typeof raw.message === "string" ? raw.message.slice(0, 2 * FEEDBACK_MAX_LENGTH) : "";
  return { category, message };
}

export async function submitFeedback(deps: FeedbackDeps, raw: Record<string, unknown>): Promise<FeedbackResult> {
  // Every attempt counts toward the limit, valid or not: that is what a flood looks like.
  if (!(await isAllowed(deps.limiter, `feedback:${deps.user.id}`))) {
    return { ok: false, status: 429, error: FEEDBACK_MESSAGES.rateLimited, ...echo(raw) };
  }
  const parsed = feedbackSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, status: 400, error: firstIssue(parsed.error), ...echo(raw) };

  const { category, message } = parsed.data;
  const { user } = deps;
  const id = crypto.randomUUID();
  const createdAt = new Date();
  try {
    await deps.db.insert(feedback).values({
      id,
      teamChannelId: user.teamChannelId,
      userId: user.id,
      email: user.email,
      category,
      message,
      platform: user.platform,
      primaryTopic: user.primaryTopic,
      isDemo: user.isDemo,
      createdAt,
    });
  } catch (error) {
    log.error("feedback.insert-failed", { userId: user.id, error });
    return { ok: false, status: 500, error: feedbackFailedMessage(deps.supportEmail), ...echo(raw) };
  }

  // Stored: from here on the answer is success. sendEmail records a failed send in the outbox
  // itself; only the outbox insert can still throw, and that is logged, not shown.
  let emailStatus: "sent" | "logged" | "failed" = "failed";
  try {
    const sent = await sendEmail(deps.env, deps.db, {
      to: deps.supportEmail,
      subject: feedbackSubject(category, user.email),
      text: feedbackEmailText({ category, message, user, createdAt }),
      kind: "feedback",
    });
    emailStatus = sent.status;
  } catch (error) {
    log.error("feedback.email-failed", { feedbackId: id, error });
  }
  return { ok: true, status: 200, id, emailStatus };
}
