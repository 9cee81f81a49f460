// Outgoing email behind one small interface. Two deliveries:
// - the service: Cloudflare Email Service through the `EMAIL` send_email binding (wrangler.toml),
//   `EMAIL.send({ from, to, subject, text, html })`, from EMAIL_FROM, to any recipient. A refusal
//   is logged (without addresses: log.server.ts) and recorded, and never breaks the user's flow.
// - the local fake, when the binding is absent or EMAIL_DELIVERY is "local" (.dev.vars, the
//   tests): nothing leaves the machine. Mail whose links point at a loopback host (a developer's
//   machine: `npm run dev`, `npm start`) is written to the log whole, which is where a developer
//   finds a reset or verification link; any other mail is logged as its kind only, so a deployed
//   Worker never writes a working link or an address to its logs.
// Either way a copy is stored in the outbox table for admins with its status (sent, failed,
// logged) and the message's secrets (its live links) replaced: a database copy or backup must
// never hold a working link.
import type { Db } from "~/lib/db/client.server";
import { emailOutbox } from "./tables";
import { log, writeLocalMailbox } from "~/lib/log.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { emailField } from "~/lib/validation";
import { emailHtml } from "./email-html";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  kind:
    | "password-reset"
    | "verify-email"
    | "sign-in-link"
    | "feedback"
    | "surge-alert"
    | "coaching"
    | "workspace-invitation"
    | "weekly-digest"
    | "quota-alert";
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
  const mailbox = (
    globalThis as { [TEST_MAILBOX]?: (mail: { to: string; kind: string; subject: string; text: string }) => void }
  )[TEST_MAILBOX];
  mailbox?.({ to: email.to, kind: email.kind, subject: email.subject, text: email.text });
}

export type EmailResult = { id: string; status: "sent" | "logged" | "failed" };

/** The part of Email Service's send_email binding (the runtime's SendEmail) we use. */
export type EmailBinding = { send(message: EmailMessageBuilder): Promise<EmailSendResult> };

type EmailEnv = { EMAIL?: EmailBinding; EMAIL_FROM?: string; EMAIL_DELIVERY?: string };

/** The value of EMAIL_DELIVERY that keeps mail on this machine whatever bindings exist. */
export const LOCAL_DELIVERY = "local";

/** The sender's address: one plain address (the name shown is the product's). */
const senderAddress = emailField;

/**
 * The app's own origin as this mail shows it: the one origin of the links the app put in it (its
 * secrets: sign-in, reset, invitation and unsubscribe links, built from APP_URL or the request's
 * origin). Null when it has none or they disagree: then no URL in its HTML part becomes a link,
 * since a URL in its text may be someone else's (a feedback message, a video title).
 */
export function appOriginOf(email: OutgoingEmail): string | null {
  const origins = new Set<string>();
  for (const secret of email.secrets ?? []) {
    if (!URL.canParse(secret)) continue;
    const url = new URL(secret);
    if (url.protocol === "https:" || url.protocol === "http:") origins.add(url.origin);
  }
  return origins.size === 1 ? [...origins][0]! : null;
}

/** What the binding is given: the text part, and the HTML part made from it. */
export function serviceMessage(from: string, email: OutgoingEmail): EmailMessageBuilder {
  return {
    from: { email: from, name: PRODUCT_NAME },
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: emailHtml(email.subject, email.text, appOriginOf(email)),
  };
}

/** Sends through Email Service; a refusal or a missing sender is logged and reported, never thrown. */
async function sendThroughService(
  binding: EmailBinding,
  sender: string | undefined,
  email: OutgoingEmail,
): Promise<{ status: "sent" | "failed"; error: string | null }> {
  const from = senderAddress.safeParse(sender ?? "");
  if (!from.success) {
    const error = "EMAIL_FROM is not a valid sender address (set it in wrangler.toml [vars])";
    log.error("email.send-failed", { kind: email.kind, error });
    return { status: "failed", error };
  }
  try {
    await binding.send(serviceMessage(from.data, email));
    return { status: "sent", error: null };
  } catch (e) {
    // The service names the problem (unverified sender domain, limits, a bad address) in its message.
    log.error("email.send-failed", { kind: email.kind, error: e });
    return { status: "failed", error: String(e).slice(0, 500) };
  }
}

/** The local fake: the tests' mailbox, and the log as the developer's mailbox for loopback links. */
function keepLocally(email: OutgoingEmail, reason: string) {
  deliverToTestMailbox(email);
  if (isLocalMail(email))
    writeLocalMailbox({ kind: email.kind, to: email.to, subject: email.subject, text: email.text });
  else log.warn("email.not-sent", { kind: email.kind, reason });
}

export async function sendEmail(env: EmailEnv, db: Db, email: OutgoingEmail): Promise<EmailResult> {
  const id = crypto.randomUUID();
  let status: EmailResult["status"] = "logged";
  let error: string | null = null;
  if (env.EMAIL && env.EMAIL_DELIVERY !== LOCAL_DELIVERY) {
    ({ status, error } = await sendThroughService(env.EMAIL, env.EMAIL_FROM, email));
  } else {
    keepLocally(email, env.EMAIL ? "EMAIL_DELIVERY is local" : "no EMAIL binding");
  }
  await db
    .insert(emailOutbox)
    .values({ id, to: email.to, subject: email.subject, kind: email.kind, text: storedText(email), status, error });
  return { id, status };
}
