// Outgoing email behind one small interface. With the `EMAIL` send_email binding configured it
// is sent; without it (local development, tests) it is written to the log, whole, which is where
// a developer finds a reset or verification link. Either way a copy is stored in the outbox
// table for admins, with the message's secrets (its live links) replaced: a database copy or
// backup must never hold a working link.
import type { Db } from "~/lib/db/client.server";
import { emailOutbox } from "~/lib/db/schema";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  kind: "password-reset" | "verify-email" | "feedback" | "surge-alert" | "coaching";
  /** Parts of the text that grant access (links with tokens): sent, logged locally, never stored. */
  secrets?: string[];
};

export const REDACTED = "[link removed from the stored copy]";

/** The text as stored: every secret replaced. */
export function storedText(email: OutgoingEmail): string {
  let text = email.text;
  for (const secret of email.secrets ?? []) if (secret) text = text.split(secret).join(REDACTED);
  return text;
}

export type EmailResult = { id: string; status: "sent" | "logged" | "failed" };

/** The part of a send_email binding we use. */
export type EmailBinding = { send(message: unknown): Promise<void> };

type EmailEnv = { EMAIL?: EmailBinding; EMAIL_FROM?: string };

/** A plain-text MIME message, as the send_email binding expects. */
export function mimeMessage(from: string, email: OutgoingEmail, now = new Date()) {
  const encode = (s: string) => `=?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(s)))}?=`;
  return [
    `From: Vidwise <${from}>`,
    `To: <${email.to}>`,
    `Subject: ${encode(email.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@${from.split("@")[1] ?? "vidwise.app"}>`,
    "MIME-Version: 1.0",
    'Content-Type: text/plain; charset="UTF-8"',
    "Content-Transfer-Encoding: 8bit",
    "",
    email.text,
  ].join("\r\n");
}

export async function sendEmail(env: EmailEnv, db: Db, email: OutgoingEmail): Promise<EmailResult> {
  const id = crypto.randomUUID();
  let status: EmailResult["status"] = "logged";
  let error: string | null = null;
  if (env.EMAIL && env.EMAIL_FROM) {
    try {
      const { EmailMessage } = await import("cloudflare:email");
      await env.EMAIL.send(new EmailMessage(env.EMAIL_FROM, email.to, mimeMessage(env.EMAIL_FROM, email)));
      status = "sent";
    } catch (e) {
      status = "failed";
      error = String(e).slice(0, 500);
      console.error(JSON.stringify({ email: "send failed", kind: email.kind, error }));
    }
  } else {
    // Local development: the log is the mailbox.
    console.log(JSON.stringify({ email: "logged (no EMAIL binding)", kind: email.kind, to: email.to, subject: email.subject, text: email.text }));
  }
  await db.insert(emailOutbox).values({ id, to: email.to, subject: email.subject, kind: email.kind, text: storedText(email), status, error });
  return { id, status };
}
