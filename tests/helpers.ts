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

export function postJson(path: string, body: unknown, init: { ip?: string; headers?: Record<string, string> } = {}) {
  return SELF.fetch(ORIGIN + path, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": init.ip ?? freshIp(), ...init.headers },
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
  await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").bind(Date.now(), email.trim().toLowerCase()).run();
  return cookie;
}

export async function signUpUnverified(email: string, password = "correct horse battery") {
  const response = await postForm("/signup", { email, password });
  if (response.status !== 302) throw new Error(`signup failed: ${response.status}`);
  return sessionCookieFrom(response);
}
