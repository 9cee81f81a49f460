// Google's OAuth settings for this deployment: the client, the token key and the endpoints.
// Google's real hosts by default; GOOGLE_OAUTH_BASE_URL puts all four endpoints under one base
// (the fake: http://google.fake in-process for `npm run dev` and the tests, a local port for
// `npm start`). Unconfigured (no client id, secret or a valid 32-byte key) → null, and the
// account page says so; the Studio CSV import does not depend on any of this.
//
// The transport is `outboundFetch` (lib/in-process-hosts.server.ts): where the edge installed the
// offline fake (app/dev/google, development and tests only), it answers in this process.
import { outboundFetch, servedInProcess } from "~/lib/in-process-hosts.server";
import { log } from "~/lib/log.server";
import { TokenKeyError, tokenKey } from "./crypto.server";

export const GOOGLE_ENDPOINTS = {
  authorize: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
  revoke: "https://oauth2.googleapis.com/revoke",
  channels: "https://www.googleapis.com/youtube/v3/channels",
} as const;

export type GoogleEndpoints = { [K in keyof typeof GOOGLE_ENDPOINTS]: string };

export type GoogleSetup = {
  clientId: string;
  clientSecret: string;
  key: CryptoKey;
  endpoints: GoogleEndpoints;
  fetch: (request: Request) => Promise<Response>;
  /** The in-process fake: the browser cannot reach its authorize page, so the server follows it. */
  inProcessFake: boolean;
};

type GoogleEnv = Pick<
  Env,
  "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET" | "TOKEN_ENCRYPTION_KEY" | "GOOGLE_OAUTH_BASE_URL"
>;

export function googleEndpoints(baseUrl: string | undefined): GoogleEndpoints {
  const base = baseUrl?.trim().replace(/(?<!\/)\/+$/, "");
  if (!base) return { ...GOOGLE_ENDPOINTS };
  return {
    authorize: `${base}/o/oauth2/v2/auth`,
    token: `${base}/token`,
    revoke: `${base}/revoke`,
    channels: `${base}/youtube/v3/channels`,
  };
}

export function isGoogleConfigured(env: GoogleEnv): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID?.trim() && env.GOOGLE_CLIENT_SECRET?.trim() && env.TOKEN_ENCRYPTION_KEY?.trim());
}

/** The settings, or null when the connection is not configured on this server. */
export async function googleSetup(env: GoogleEnv): Promise<GoogleSetup | null> {
  if (!isGoogleConfigured(env)) return null;
  let key: CryptoKey;
  try {
    key = await tokenKey(env.TOKEN_ENCRYPTION_KEY);
  } catch (error) {
    if (error instanceof TokenKeyError) {
      // A malformed key is a deployment mistake: say which setting, never its value.
      log.warn("google-connection-misconfigured", { detail: error.message });
      return null;
    }
    throw error;
  }
  const endpoints = googleEndpoints(env.GOOGLE_OAUTH_BASE_URL);
  return {
    clientId: env.GOOGLE_CLIENT_ID!.trim(),
    clientSecret: env.GOOGLE_CLIENT_SECRET!.trim(),
    key,
    endpoints,
    fetch: outboundFetch(env),
    inProcessFake: servedInProcess(endpoints.authorize, env),
  };
}
