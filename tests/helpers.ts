// Helpers for integration tests that talk to the Worker like a browser would.
import { SELF, env } from "cloudflare:test";

export const ORIGIN = "http://vidwise.test";

let ipCounter = 0;
/** A fresh client address per caller, so rate limits from one test never leak into another. */
export function freshIp() {
  ipCounter += 1;
  return `203.0.113.${ipCounter % 250}-${Date.now().toString(36)}-${ipCounter}`;
}

export function get(path: string, init: { cookie?: string; headers?: Record<string, string> } = {}) {
  return SELF.fetch(ORIGIN + path, {
    redirect: "manual",
    headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
  });
}

export function postForm(
  path: string,
  fields: Record<string, string>,
  init: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  return SELF.fetch(ORIGIN + path, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "cf-connecting-ip": init.ip ?? freshIp(),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
  });
}

export function postJson(path: string, body: unknown, init: { ip?: string; cookie?: string; headers?: Record<string, string> } = {}) {
  return SELF.fetch(ORIGIN + path, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      "cf-connecting-ip": init.ip ?? freshIp(),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
  });
}

/** What a browser on another site sends with a forged request. */
export const CROSS_SITE_HEADERS = { origin: "https://evil.example", "sec-fetch-site": "cross-site" } as const;

/**
 * Any method at any path, as our own pages would send it: same origin, a fresh address, JSON
 * unless `contentType` says otherwise. A string body is sent as is, anything else as JSON.
 */
export function request(
  method: string,
  path: string,
  init: { body?: unknown; cookie?: string; ip?: string; contentType?: string | null; headers?: Record<string, string> } = {},
) {
  const hasBody = init.body !== undefined && method !== "GET" && method !== "HEAD";
  const contentType = init.contentType === undefined ? "application/json" : init.contentType;
  return SELF.fetch(ORIGIN + path, {
    method,
    redirect: "manual",
    body: hasBody ? (typeof init.body === "string" ? init.body : JSON.stringify(init.body)) : undefined,
    headers: {
      ...(hasBody && contentType ? { "content-type": contentType } : {}),
      origin: ORIGIN,
      "cf-connecting-ip": init.ip ?? freshIp(),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
  });
}

/** The name=value part of a Set-Cookie header, ready to send back. */
export function sessionCookieFrom(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0] ?? "";
}

/** The words users read: entities decoded, React's <!-- --> text separators removed. */
export async function pageText(response: Response) {
  return (await response.text())
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/**
 * A new account with its email confirmed (as if the mailed link had been followed), which most
 * tests need: market searches and trend keywords wait for it. `signUpUnverified` is the raw one.
 */
export async function signUp(email: string, password = "correct horse battery") {
  const cookie = await signUpUnverified(email, password);
  const address = email.trim().toLowerCase();
  // The confirmation mail goes out after the response: let it land first, so no test counting
  // rows sees it arrive in the middle of its own request.
  for (let i = 0; i < 100; i++) {
    const sent = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE \"to\" = ? AND kind = 'verify-email'").bind(address).first<{ n: number }>();
    if ((sent?.n ?? 0) > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").bind(Date.now(), address).run();
  return cookie;
}

export async function signUpUnverified(email: string, password = "correct horse battery") {
  const response = await postForm("/signup", { email, password });
  if (response.status !== 302) throw new Error(`signup failed: ${response.status}`);
  return sessionCookieFrom(response);
}

/** A fresh demo visitor's session (seed the sample template first for a demo with a channel). */
export async function demoCookie() {
  const response = await postForm("/demo", {});
  if (response.status !== 302) throw new Error(`demo failed: ${response.status}`);
  return sessionCookieFrom(response);
}

/** The workspace of the account with this email. */
export async function workspaceOf(email: string): Promise<string> {
  const row = await env.DB.prepare("SELECT workspace_id AS id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}
