// Mail through Cloudflare Email Service: with the EMAIL binding live (EMAIL_DELIVERY not "local",
// as on a deploy) sign-up hands the confirmation mail to EMAIL.send({ from, to, subject, text,
// html }) and the link in it confirms the address. A refusal by the service, or a bad sender
// setting, is logged without addresses and recorded as failed, and sign-up still succeeds.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { ORIGIN, freshIp, sessionCookieFrom } from "../helpers";

/** An EMAIL binding that keeps what it is given (the test's stand-in for Email Service). */
function fakeEmailService(refusal?: Error) {
  const sent: EmailMessageBuilder[] = [];
  const binding = {
    async send(message: EmailMessageBuilder): Promise<EmailSendResult> {
      if (refusal) throw refusal;
      sent.push(message);
      return { messageId: `<${sent.length}@fake.email-service>` };
    },
  };
  return { sent, binding: binding as unknown as SendEmail };
}

/** A request through the Worker with bindings as a deploy has them: mail goes to `EMAIL`. */
async function call(request: Request, bindings: Partial<Env>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, EMAIL_DELIVERY: undefined, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

function form(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(ORIGIN + path, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "cf-connecting-ip": freshIp(),
      ...(cookie ? { cookie } : {}),
    },
  });
}

const signUp = (email: string, bindings: Partial<Env>) =>
  call(form("/signup", { email, password: "correct horse battery" }), bindings);

const verifiedAt = async (email: string) =>
  (
    await env.DB.prepare("SELECT email_verified_at AS at FROM users WHERE email = ?")
      .bind(email)
      .first<{ at: number | null }>()
  )?.at ?? null;

const outbox = async (email: string) =>
  (
    await env.DB.prepare("SELECT status, error, text FROM email_outbox WHERE \"to\" = ? AND kind = 'verify-email'")
      .bind(email)
      .all<{ status: string; error: string | null; text: string }>()
  ).results;

/** Every console line written while `run` runs, joined (the Worker's log). */
async function logDuring(run: () => Promise<unknown>) {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  const spies = (["log", "info", "warn", "error"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(keep),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join("\n");
}

afterEach(() => vi.restoreAllMocks());

describe("mail through Email Service", () => {
  it("sends the confirmation mail with text and HTML parts from EMAIL_FROM; its link confirms the address", async () => {
    const { sent, binding } = fakeEmailService();
    const address = "service-signup@example.com";
    let cookie = "";
    const log = await logDuring(async () => {
      const response = await signUp(address, { EMAIL: binding });
      expect(response.status).toBe(302);
      cookie = sessionCookieFrom(response);
    });

    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe(address);
    expect(mail.from).toEqual({ email: env.EMAIL_FROM, name: "Vidwise" });
    expect(mail.subject).toBe("Confirm your Vidwise email address");
    const textLink = mail.text?.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
    const htmlLink = mail.html?.match(/<a href="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
    expect(textLink).toMatch(/^http:\/\/vidwise\.test\/verify-email\?token=/);
    expect(htmlLink).toBe(textLink);
    // The service path keeps links and addresses out of the log.
    expect(log).not.toContain(address);
    expect(log).not.toContain(new URL(textLink!).searchParams.get("token")!);

    // Follow the HTML part's link as the creator would: open the page, press its button.
    const page = await call(new Request(htmlLink!, { redirect: "manual" }), { EMAIL: binding });
    const pageHtml = await page.text();
    expect(pageHtml).toContain("Confirm my email");
    const token = pageHtml.match(/name="token" value="([^"]+)"/)?.[1];
    expect(token).toBe(new URL(htmlLink!).searchParams.get("token"));
    expect(await verifiedAt(address)).toBeNull();
    const confirmed = await call(form("/verify-email", { token: token! }, cookie), { EMAIL: binding });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/account?verified=1");
    expect(await verifiedAt(address)).not.toBeNull();

    const [stored] = await outbox(address);
    expect(stored?.status).toBe("sent");
    expect(stored?.text).not.toContain(token!);
  });

  it("still signs the creator up when the service refuses; the outbox says failed and the log names no address", async () => {
    const address = "service-refused@example.com";
    const { binding } = fakeEmailService(new Error(`E_SENDER_DOMAIN_NOT_AVAILABLE: cannot send to ${address}`));
    let status = 0;
    const log = await logDuring(async () => {
      status = (await signUp(address, { EMAIL: binding })).status;
    });
    expect(status).toBe(302);
    expect(log).toContain("email.send-failed");
    expect(log).toContain("E_SENDER_DOMAIN_NOT_AVAILABLE");
    expect(log).not.toContain(address);
    const [stored] = await outbox(address);
    expect(stored?.status).toBe("failed");
    expect(stored?.error).toContain("E_SENDER_DOMAIN_NOT_AVAILABLE");
  });

  it("records a failure, sends nothing and still signs up when EMAIL_FROM is not an address", async () => {
    const { sent, binding } = fakeEmailService();
    const address = "service-nosender@example.com";
    let status = 0;
    const log = await logDuring(async () => {
      status = (await signUp(address, { EMAIL: binding, EMAIL_FROM: "not an address" })).status;
    });
    expect(status).toBe(302);
    expect(sent).toHaveLength(0);
    expect(log).toContain("EMAIL_FROM is not a valid sender address");
    expect((await outbox(address))[0]?.status).toBe("failed");
  });

  it("hands mail to the EMAIL binding wrangler.toml declares (simulated locally), which accepts it", async () => {
    const address = "service-declared@example.com";
    // No EMAIL given: the binding is the one miniflare builds from wrangler.toml's [[send_email]].
    await logDuring(async () => expect((await signUp(address, {})).status).toBe(302));
    const [stored] = await outbox(address);
    expect(stored?.error ?? null).toBeNull();
    expect(stored?.status).toBe("sent");
  });
});
