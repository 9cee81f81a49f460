// Outgoing email behind one small interface. With the `EMAIL` send_email binding configured it
// is sent. Without it, mail whose links point at a loopback host (a developer's machine: `npm run
// dev`, `npm start`) is written to the log whole, which is where a developer finds a reset or
// verification link; any other mail is logged as its kind only, so a deployed Worker missing the
// binding never writes a working link or an address to its logs. Either way a copy is stored in
// the outbox table for admins, with the message's secrets (its live links) replaced: a database
// copy or backup must never hold a working link.
import type { Db } from "~/lib/db/client.server";
import { emailOutbox } from "./tables";
import { log, writeLocalMailbox } from "~/lib/log.server";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  kind: "password-reset" | "verify-email" | "sign-in-link" | "feedback" | "surge-alert" | "coaching";
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

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** True for an absolute URL on this machine (localhost, 127.0.0.1, [::1]). */
export function isLoopbackUrl(value: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(value).hostname);
  } catch {
    return false;
  }
}

/**
 * Mail that may be logged whole: it carries links, and every one of them points at a loopback
 * host. (Secrets that are not URLs, such as a bare token, travel with such a link.)
 */
export function isLocalMail(email: OutgoingEmail): boolean {
  const links = (email.secrets ?? []).filter((secret) => URL.canParse(secret));
  return links.length > 0 && links.every(isLoopbackUrl);
}

/**
 * Where the integration tests read mail: they run the Worker in their own isolate and install a
 * function under this global key (tests/mailbox.ts); nothing else ever does.
 */
export const TEST_MAILBOX = Symbol.for("vidwise.test-mailbox");

function deliverToTestMailbox(email: OutgoingEmail) {
  const mailbox = (globalThis as { [TEST_MAILBOX]?: (mail: { to: string; kind: string; subject: string; text: string }) => void })[TEST_MAILBOX];
  mailbox?.({ to: email.to, kind: email.kind, subject: email.subject, text: email.text });
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
      log.error("email.send-failed", { kind: email.kind, error: e });
    }
  } else {
    deliverToTestMailbox(email);
    // A developer's machine: the log is the mailbox. Anywhere else: only that it was not sent.
    if (isLocalMail(email)) writeLocalMailbox({ kind: email.kind, to: email.to, subject: email.subject, text: email.text });
    else log.warn("email.not-sent", { kind: email.kind, reason: "no EMAIL binding" });
  }
  await db.insert(emailOutbox).values({ id, to: email.to, subject: email.subject, kind: email.kind, text: storedText(email), status, error });
  return { id, status };
}
