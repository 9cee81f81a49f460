// Sending feedback: validated, stored in D1 (the record of truth), then emailed to the support
// address through the email interface. A failed email never loses the feedback: the row is
// stored and the outbox says the send failed, so an admin can still read it at /admin.
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { feedback } from "./tables";
import { sendEmail } from "~/lib/email/email.server";
import { isAllowed } from "~/lib/rate-limit.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { firstIssue } from "~/lib/validation";
import { FEEDBACK_MESSAGES, FEEDBACK_TYPES, type FeedbackCategory, feedbackFailedMessage } from "./messages";
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

export type FeedbackSent = { id: string; emailStatus: "sent" | "logged" | "failed" };

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

/**
 * Stores the feedback and mails it to support: its id and how the email went. A refusal (too many
 * sends, a field the schema refuses) is an AppError; a store that fails is an "unavailable" one
 * answered with 500 in the spec's words, which name the support address.
 */
export async function submitFeedback(deps: FeedbackDeps, raw: Record<string, unknown>): Promise<FeedbackSent> {
  // Every attempt counts toward the limit, valid or not: that is what a flood looks like.
  if (!(await isAllowed(deps.limiter, `feedback:${deps.user.id}`))) {
    throw new AppError("rate-limited", FEEDBACK_MESSAGES.rateLimited);
  }
  const parsed = feedbackSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("invalid-input", firstIssue(parsed.error));

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
    // Logged here with its cause: the door logs only the words it answered with.
    throw new AppError("unavailable", feedbackFailedMessage(deps.supportEmail), { status: 500, cause: error });
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
  return { id, emailStatus };
}
