// Tests that connect Google and make changes on YouTube through the Worker, against the in-process
// Google and YouTube fakes: one env, one request helper, one connect and one look at the fake.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { outboundFetch } from "~/lib/in-process-hosts.server";
import worker from "../workers/app";
import { ORIGIN, freshIp, postForm, signUp, waitForSyncs, workspaceOf } from "./helpers";
import { sampleWorld } from "./sample";

export const GOOGLE_TEST_ENV = {
  GOOGLE_CLIENT_ID: "vidwise-test.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "test-client-secret-value",
  TOKEN_ENCRYPTION_KEY: btoa(String.fromCharCode(...new Uint8Array(32).map((_, i) => (i * 37 + 11) % 256))),
  GOOGLE_OAUTH_BASE_URL: "http://google.fake",
};

type CallInit = {
  cookie?: string;
  form?: Record<string, string>;
  json?: unknown;
  /** A multipart body (files): its content type, with the boundary, is the Request's own. */
  multipart?: FormData;
  headers?: Record<string, string>;
};

/** The helpers for a file whose server has `settings` on top of Google's test configuration. */
export function googleWorker(settings: Partial<Env> = {}) {
  const googleEnv = (overrides: Partial<Env> = {}): Env => ({ ...env, ...GOOGLE_TEST_ENV, ...settings, ...overrides });

  async function call(method: "GET" | "POST", path: string, init: CallInit = {}) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(ORIGIN + path, {
        method,
        redirect: "manual",
        body: init.multipart
          ? init.multipart
          : init.form
            ? new URLSearchParams(init.form)
            : init.json === undefined
              ? undefined
              : JSON.stringify(init.json),
        headers: {
          ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          ...(init.json === undefined ? {} : { "content-type": "application/json" }),
          origin: ORIGIN,
          "cf-connecting-ip": freshIp(),
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...init.headers,
        },
      }),
      googleEnv(),
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  /** Connect with Google through the Worker: the scope asked for and where the callback sent the person. */
  async function connectGoogle(cookie: string, form: Record<string, string>) {
    const start = await call("POST", "/google/connect", { cookie, form });
    expect(start.status).toBe(302);
    const callback = new URL(start.headers.get("location")!, ORIGIN);
    const asked = callback.searchParams.get("scope");
    const done = await call("GET", callback.pathname + callback.search, { cookie });
    expect(done.status).toBe(302);
    return { asked, location: done.headers.get("location") };
  }

  const fakeYouTube = async <T>(path: string) =>
    (await (await outboundFetch(googleEnv())(new Request(`http://youtube.fake${path}`))).json()) as T;
  const writesMade = () =>
    fakeYouTube<{ method: string; videoId?: string; title?: string; ids?: string[]; status?: string }[]>("/__writes");
  async function titleOnYouTube(videoId: string): Promise<string> {
    const answer = await fakeYouTube<{ items: { snippet: { title: string } }[] }>(
      `/youtube/v3/videos?part=snippet&id=${videoId}&key=test-key`,
    );
    return answer.items[0]!.snippet.title;
  }

  return { googleEnv, call, connectGoogle, fakeYouTube, writesMade, titleOnYouTube };
}

/** A new owner (address from `prefix`) whose workspace has the sample world's own channel, synced. */
export async function ownerWithSampleChannel(prefix: string) {
  const email = `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const cookie = await signUp(email);
  const teamId = await workspaceOf(email);
  const connected = await postForm(
    "/account",
    { intent: "connect-channel", channel: `@${sampleWorld().own.channel.handle}` },
    { cookie },
  );
  expect(connected.status).toBeLessThan(400);
  await waitForSyncs(teamId);
  return { email, cookie, teamId };
}
