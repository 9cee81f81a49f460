// Helpers for the MCP server's tests: an OAuth client as an MCP client would drive it (register,
// consent on Vidwise's page with a session cookie, PKCE, token) and JSON-RPC calls to /mcp.
import { env } from "cloudflare:test";
import { ORIGIN, get, postForm, request, sessionCookieFrom } from "../helpers";
import { askContextFor } from "./ask-vidwise-context";

export const REDIRECT = "http://127.0.0.1:33418/callback";

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function pkcePair() {
  const verifier = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = base64Url(
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))),
  );
  return { verifier, challenge };
}

export async function registerClient(redirectUris: string[] = [REDIRECT], name = "Test assistant"): Promise<string> {
  const response = await request("POST", "/oauth/register", {
    body: { client_name: name, redirect_uris: redirectUris, token_endpoint_auth_method: "none" },
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { client_id: string }).client_id;
}

export function authorizeUrl(params: Record<string, string | undefined>): string {
  const url = new URL("/oauth/authorize", ORIGIN);
  for (const [key, value] of Object.entries({
    response_type: "code",
    code_challenge_method: "S256",
    redirect_uri: REDIRECT,
    ...params,
  }))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.pathname + url.search;
}

/** The consent page's scope checkboxes, in order, and whether each starts ticked. */
export function scopeBoxes(html: string): { scope: string; checked: boolean }[] {
  return [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)]
    .map((m) => ({ tag: m[0], scope: /name="scope_([a-z]+)"/.exec(m[0])?.[1] }))
    .filter((b): b is { tag: string; scope: string } => !!b.scope)
    .map((b) => ({ scope: b.scope, checked: / checked=""/.test(b.tag) }));
}

/** Posts the consent form of `path` as the user would: the scopes ticked (default: those pre-ticked), Allow or Deny. */
export async function consent(
  cookie: string,
  path: string,
  options: { decision?: "allow" | "deny"; tick?: string[] } = {},
) {
  const page = await get(path, { cookie });
  const html = await page.text();
  const ticked =
    options.tick ??
    scopeBoxes(html)
      .filter((b) => b.checked)
      .map((b) => b.scope);
  const fields: Record<string, string> = {
    decision: "allow",
    ...(options.decision === "deny" ? { deny: "deny" } : {}),
  };
  for (const scope of ticked) fields[`scope_${scope}`] = "yes";
  return postForm(path, fields, { cookie });
}

/** The whole front channel: consent, then the code from the redirect (throws when there is none). */
export async function codeFor(
  cookie: string,
  clientId: string,
  challenge: string,
  extra: Record<string, string> = {},
  tick?: string[],
) {
  const response = await consent(
    cookie,
    authorizeUrl({ client_id: clientId, code_challenge: challenge, state: "xyz", ...extra }),
    { tick },
  );
  const location = response.headers.get("location") ?? "";
  const code = location.startsWith(REDIRECT) ? new URL(location).searchParams.get("code") : null;
  if (!code) throw new Error(`no code: ${response.status} ${location}`);
  return code;
}

export function tokenRequest(fields: Record<string, string>) {
  return request("POST", "/oauth/token", {
    body: new URLSearchParams(fields).toString(),
    contentType: "application/x-www-form-urlencoded",
    headers: { origin: "" },
  });
}

export type Tokens = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
  token_type: string;
};

/** Registration, consent and exchange: a fresh client's tokens for the user behind `cookie`. */
export async function connect(cookie: string, tick?: string[], scope?: string): Promise<Tokens & { clientId: string }> {
  const clientId = await registerClient();
  const { verifier, challenge } = await pkcePair();
  const code = await codeFor(cookie, clientId, challenge, scope ? { scope } : {}, tick);
  const response = await tokenRequest({
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT,
    client_id: clientId,
    code_verifier: verifier,
  });
  if (response.status !== 200) throw new Error(`token exchange failed: ${response.status} ${await response.text()}`);
  return { ...((await response.json()) as Tokens), clientId };
}

let rpcId = 0;
export async function rpc(token: string | null, method: string, params: Record<string, unknown> = {}) {
  rpcId += 1;
  const response = await request("POST", "/mcp", {
    body: { jsonrpc: "2.0", id: rpcId, method, params },
    headers: { accept: "application/json, text/event-stream", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = await response.text();
  return {
    response,
    body: (text ? JSON.parse(text) : null) as {
      result?: Record<string, unknown> & {
        tools?: { name: string }[];
        structuredContent?: Record<string, unknown>;
        isError?: boolean;
        content?: { text: string }[];
      };
      error?: { code: number; message: string };
    } | null,
  };
}

/** A fresh demo's sample workspace moved to the account: every tool has the sample channel's data. */
export async function giveSampleData(email: string) {
  const demo = await askContextFor({ cookie: sessionCookieFrom(await postForm("/demo", {})) });
  await env.DB.prepare("UPDATE users SET workspace_id = ? WHERE email = ?").bind(demo.user.teamChannelId, email).run();
}
