// Helpers for integration tests that talk to the Worker like a browser would.
import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { moveControlComments } from "~/features/channel-data/comments.server";
import { moveControlSnapshots } from "~/features/channel-data/snapshots.server";
import { publicStoreName } from "~/features/channel-data/public-channels.server";
import { ANALYTICS_MIN_AGE_DAYS } from "~/features/channel-data/refresh-schedule";
import { moveControlVideos } from "~/features/channel-data/videos.server";
import { getDb } from "~/lib/db/client.server";
import type { StoreValue } from "~/lib/db/workspace-store/protocol";
import worker from "../workers/app";

export const ORIGIN = "http://vidwise.test";

let ipCounter = 0;
/** A fresh client address per caller, so rate limits from one test never leak into another. */
export function freshIp() {
  ipCounter += 1;
  return `203.0.113.${ipCounter % 250}-${Date.now().toString(36)}-${ipCounter}`;
}

/**
 * Waits, when needed, so a burst of requests runs inside one rate-limit window. The Rate Limiting
 * binding (and miniflare's local copy of it) counts in windows aligned to the wall clock: a burst
 * of 61 requests that straddles a minute boundary meets two fresh counts and never hits the
 * limit. With fewer than `needSeconds` left in the current window, this sleeps into the next one.
 */
export async function atStartOfRateWindow(periodSeconds: 10 | 60, needSeconds: number) {
  const periodMs = periodSeconds * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < needSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

export function get(path: string, init: { cookie?: string; headers?: Record<string, string> } = {}) {
  return SELF.fetch(ORIGIN + path, {
    redirect: "manual",
    headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
  });
}

type FormInit = { cookie?: string; ip?: string; headers?: Record<string, string> };

/** A browser's form post of `fields`, from a fresh address unless `init.ip` names one. */
function formPost(fields: Record<string, string>, init: FormInit): RequestInit {
  return {
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
  };
}

export function postForm(path: string, fields: Record<string, string>, init: FormInit = {}) {
  return SELF.fetch(ORIGIN + path, formPost(fields, init));
}

/**
 * `postForm` for requests raced against each other (`Promise.all`): it calls the Worker's handler
 * in this test's own context instead of through SELF. Under a loaded machine, SELF's concurrent
 * requests had one handler read another's body ("Cannot perform I/O on behalf of a different
 * request"), a limit of the test harness, not of the app; here the handlers' awaits interleave
 * just the same, so the race is still real.
 */
export async function postFormRacing(
  path: string,
  fields: Record<string, string>,
  init: FormInit = {},
): Promise<Response> {
  const request = new Request(ORIGIN + path, formPost(fields, init));
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export function postJson(
  path: string,
  body: unknown,
  init: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
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
  init: {
    body?: unknown;
    cookie?: string;
    ip?: string;
    contentType?: string | null;
    headers?: Record<string, string>;
  } = {},
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

export type TestPlan = "starter" | "pro" | "creator";

/**
 * A new account with its email confirmed (as if the mailed link had been followed), which most
 * tests need: market searches and trend keywords wait for it. `signUpUnverified` is the raw one.
 *
 * Plans (docs/entitlements.md): a free account runs one analysis, so by default the account gets
 * an active Creator+ subscription (every feature, unlimited analyses) and tests keep testing the
 * tools themselves. Pass `{ plan: null }` for a free account, or another plan to test its limits.
 */
export async function signUp(
  email: string,
  password = "correct horse battery",
  options: { plan?: TestPlan | null } = {},
) {
  const cookie = await signUpUnverified(email, password, options);
  const address = email.trim().toLowerCase();
  // The confirmation mail goes out after the response: let it land first, so no test counting
  // rows sees it arrive in the middle of its own request.
  for (let i = 0; i < 100; i++) {
    const sent = await env.DB.prepare(
      "SELECT count(*) AS n FROM email_outbox WHERE \"to\" = ? AND kind = 'verify-email'",
    )
      .bind(address)
      .first<{ n: number }>();
    if ((sent?.n ?? 0) > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").bind(Date.now(), address).run();
  return cookie;
}

/** The user id of the account with this email. */
export async function userIdOf(email: string): Promise<string> {
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?")
    .bind(email.trim().toLowerCase())
    .first<{ id: string }>();
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}

/**
 * Gives the account a subscription row as Stripe's webhook would store it: `status` "active" and
 * a period ending in 30 days unless told otherwise (a past `periodEnd` or another status makes a
 * lapsed plan). Replaces any subscription the account had.
 */
export async function grantPlan(
  email: string,
  plan: TestPlan,
  options: { status?: string; periodEnd?: number | null; cancelAtPeriodEnd?: boolean } = {},
) {
  const userId = await userIdOf(email);
  const periodEnd = options.periodEnd === undefined ? Math.floor(Date.now() / 1000) + 30 * 86_400 : options.periodEnd;
  await env.DB.prepare(
    `INSERT OR REPLACE INTO subscriptions (user_id, customer_id, subscription_id, subscription_status, price_id, plan_id, current_period_end, cancel_at_period_end, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      userId,
      `cus_test_${userId}`,
      `sub_test_${userId}`,
      options.status ?? "active",
      `price_test_${plan}`,
      plan,
      periodEnd,
      options.cancelAtPeriodEnd ? 1 : 0,
      Date.now(),
    )
    .run();
}

/** Like signUp without confirming the address; the same `plan` default (Creator+). */
export async function signUpUnverified(
  email: string,
  password = "correct horse battery",
  options: { plan?: TestPlan | null } = {},
) {
  const response = await postForm("/signup", { email, password });
  if (response.status !== 302) throw new Error(`signup failed: ${response.status}`);
  const plan = options.plan === undefined ? "creator" : options.plan;
  if (plan) await grantPlan(email, plan);
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
  const row = await env.DB.prepare("SELECT workspace_id AS id FROM users WHERE email = ?")
    .bind(email)
    .first<{ id: string }>();
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}

/**
 * Makes the account with `email` a member of `teamChannelId` with `role` and sets it to work there,
 * as accepting an invitation would (tests/integration/workspace-members.test.ts drives the real way).
 */
export async function joinWorkspace(email: string, teamChannelId: string, role: "manager" | "viewer") {
  const id = await userIdOf(email);
  await env.DB.batch([
    env.DB.prepare("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (?, ?, ?)").bind(
      teamChannelId,
      id,
      role,
    ),
    env.DB.prepare("UPDATE users SET acting_workspace_id = ? WHERE id = ?").bind(teamChannelId, id),
  ]);
}

/** The first column `n` of a counting query against the test D1. */
export async function count(sql: string, ...params: unknown[]): Promise<number> {
  return (
    (
      await env.DB.prepare(sql)
        .bind(...params)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

/** A workspace's own store (a Durable Object, decision 012), reached as the Worker reaches it. */
function storeOf(teamChannelId: string) {
  return env.WORKSPACE_STORE.get(env.WORKSPACE_STORE.idFromName(teamChannelId));
}

/** The first column of a counting query against a workspace's own store. */
export async function storeCount(teamChannelId: string, sql: string, ...params: StoreValue[]): Promise<number> {
  const row = (await storeOf(teamChannelId).query(sql, params, "get")).rows as StoreValue[] | undefined;
  return Number(row?.[0] ?? 0);
}

/** The rows (arrays of column values) a query reads from a workspace's own store. */
export async function storeRows(teamChannelId: string, sql: string, ...params: StoreValue[]): Promise<StoreValue[][]> {
  return (await storeOf(teamChannelId).query(sql, params, "all")).rows as StoreValue[][];
}

/** One statement run in a workspace's own store (a test's hand-made row). */
export async function storeRun(teamChannelId: string, sql: string, ...params: StoreValue[]): Promise<void> {
  await storeOf(teamChannelId).query(sql, params, "run");
}

/**
 * An own upload in the `days` whole UTC days before today, for a test of a period's figures: the
 * sample world draws each week's uploads, and on some weekdays its last week holds none. When the
 * period is empty, the newest own upload before it is moved two days before today.
 */
export async function ownUploadWithin(teamChannelId: string, days: number): Promise<void> {
  const DAY = 86_400_000;
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const own = `SELECT v.id FROM videos v
    JOIN channels c ON c.workspace_id = v.workspace_id AND c.id = v.channel_id AND c.role = 'own'
    WHERE v.workspace_id = ?`;
  const within = await storeRows(
    teamChannelId,
    `${own} AND v.published_at >= ? AND v.published_at < ?`,
    teamChannelId,
    today - days * DAY,
    today,
  );
  if (within.length > 0) return;
  const [newest] = await storeRows(
    teamChannelId,
    `${own} AND v.published_at < ? ORDER BY v.published_at DESC LIMIT 1`,
    teamChannelId,
    today - days * DAY,
  );
  if (!newest) throw new Error("the workspace has no own upload to move");
  await storeRun(
    teamChannelId,
    "UPDATE videos SET published_at = ? WHERE workspace_id = ? AND id = ?",
    today - 2 * DAY + 15 * 3_600_000,
    teamChannelId,
    newest[0]!,
  );
}

/**
 * Videos, snapshots and comments a test wrote by hand into the control D1 (with their channel rows
 * there), moved to the workspace's own store where a sync writes them: the product's own moves of
 * a creator's rows from before stores held them (the daily refresh's upkeep), videos first.
 */
export async function channelDataToStore(teamChannelId: string): Promise<void> {
  const db = getDb(env);
  while ((await moveControlVideos(db, teamChannelId)) > 0);
  while ((await moveControlSnapshots(db, teamChannelId)) > 0);
  while ((await moveControlComments(db, teamChannelId)) > 0);
}

/**
 * A connected own channel with the given uploads and no comment, as a sync leaves a channel whose
 * viewers have not written yet: written by hand, then moved to the workspace's store.
 */
export async function ownChannelWithUploads(
  teamChannelId: string,
  channel: { id: string; title: string },
  uploads: readonly { id: string; title: string; daysAgo: number }[],
): Promise<void> {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id) VALUES (?, ?, 'own', ?, ?)",
    ).bind(teamChannelId, channel.id, channel.title, `UU${channel.id.slice(2)}`),
    ...uploads.map((u) =>
      env.DB.prepare(
        "INSERT INTO videos (workspace_id, id, channel_id, title, published_at) VALUES (?, ?, ?, ?, ?)",
      ).bind(teamChannelId, u.id, channel.id, u.title, Date.now() - u.daysAgo * 86_400_000),
    ),
  ]);
  await channelDataToStore(teamChannelId);
}

/** The queue consumer runs in the background: wait until no sync of the workspace is pending. */
export async function waitForSyncs(teamChannelId: string) {
  for (let i = 0; i < 400; i++) {
    const pending = await count(
      "SELECT count(*) AS n FROM sync_jobs WHERE workspace_id = ? AND status IN ('queued', 'running')",
      teamChannelId,
    );
    if (pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("sync did not finish");
}

/**
 * Marks a channel's uploads too new for YouTube Analytics (ANALYTICS_MIN_AGE_DAYS) as just read in
 * its public store, so a refresh owes them no Data API reading. Otherwise whether the offline
 * fake's newest upload is due depends on the hour the test runs: its reading band changes the
 * moment it turns a day old.
 */
export async function freshUploadsJustRead(
  uploads: readonly { youtubeId: string; publishedAt: string }[],
  channelId: string,
): Promise<void> {
  const now = Date.now();
  const fresh = uploads.filter((v) => now - Date.parse(v.publishedAt) < ANALYTICS_MIN_AGE_DAYS * 86_400_000);
  for (const v of fresh)
    await storeRun(publicStoreName(channelId), "UPDATE videos SET stats_updated_at = ? WHERE id = ?", now, v.youtubeId);
}
