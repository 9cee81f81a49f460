// Outgoing email behind one small interface. With the `EMAIL` send_email binding configured it
// is sent; without it (local development, tests) it is logged. Either way it is stored in the
// outbox table, so admins can read what went out and a developer can follow a reset link.
import type { Db } from "~/lib/db/client.server";
import { emailOutbox } from "~/lib/db/schema";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  kind: "password-reset" | "feedback";
};

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
    console.log(JSON.stringify({ email: "logged (no EMAIL binding)", kind: email.kind, to: email.to, subject: email.subject }));
  }
  await db.insert(emailOutbox).values({ id, ...email, status, error });
  return { id, status };
}
