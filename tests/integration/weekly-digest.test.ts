// The weekly digest through the Worker against D1: the opt-in checkbox on Account
// Settings (a plain form), the cron's fan-out on the sync queue and the consumer's mails with the
// sample channel's real figures, one digest a week per workspace in its owner's zone, the one-click
// unsubscribe page without JavaScript, and nothing for anyone who is not an opted-in member.
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { copyWholeSample } from "~/features/channel-data/demo-copy.server";
import {
  DIGEST_ON,
  DIGEST_ON_UNCONFIRMED,
  DIGEST_UNCONFIRMED_NOTE,
  DIGEST_UNCONFIRMED_SUBSCRIBED,
} from "~/features/reports/messages";
import { getDb } from "~/lib/db/client.server";
import { countOf, wholeNumber } from "~/lib/format";
import { median } from "~/lib/stats";
import worker from "../../workers/app";
import {
  ORIGIN,
  get,
  joinWorkspace,
  ownUploadWithin,
  pageText,
  postForm,
  signUp,
  signUpUnverified,
  storeRows,
  storeRun,
  userIdOf,
  workspaceOf,
} from "../helpers";
import { mailTo, recordMail } from "../mailbox";
import { seedSampleTemplate } from "../sample";

recordMail();

const OWNER = "digest-owner@example.com";
const MANAGER = "digest-manager@example.com";
const VIEWER = "digest-viewer@example.com";
const STRANGER = "digest-stranger@example.com";
const EAST = "digest-east-owner@example.com";

const DAY_MS = 86_400_000;
// Mondays of ISO week 2026-W48: 06:15 UTC (the weekly cron) and the hourly runs around it.
const MONDAY_0615 = Date.UTC(2026, 10, 23, 6, 15);
const MONDAY_0507 = Date.UTC(2026, 10, 23, 5, 7);
const MONDAY_0607 = Date.UTC(2026, 10, 23, 6, 7);
const MONDAY_1107 = Date.UTC(2026, 10, 23, 11, 7);
const SUNDAY_2307 = Date.UTC(2026, 10, 22, 23, 7);

const mailEnv = { ...env, APP_URL: ORIGIN } as Env;

let owner = "";
let manager = "";
let viewer = "";
let east = "";
let workspace = "";
let eastWorkspace = "";

/** Runs one cron and returns what it put on the sync queue (captured, not delivered). */
async function runCron(cron: string, at: number): Promise<unknown[]> {
  const sent: unknown[] = [];
  const cronEnv = { ...mailEnv, SYNC_QUEUE: { send: async (m: unknown) => void sent.push(m) } } as unknown as Env;
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ cron, scheduledTime: at }), cronEnv, ctx);
  await waitOnExecutionContext(ctx);
  return sent.filter((m) => (m as { kind?: string }).kind === "weekly-digest");
}

/** Delivers messages to the queue consumer as the runtime would. */
async function deliver(messages: unknown[]) {
  const batch = createMessageBatch(
    "vidwise-sync",
    messages.map((body, i) => ({ id: `d${i}-${Math.random()}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, mailEnv);
  return getQueueResult(batch, ctx);
}

async function digestsTo(email: string) {
  const rows = await env.DB.prepare(
    "SELECT subject, text FROM email_outbox WHERE \"to\" = ? AND kind = 'weekly-digest' ORDER BY created_at",
  )
    .bind(email)
    .all<{ subject: string; text: string }>();
  return rows.results;
}

/** The opt-in checkbox as rendered. */
const checkbox = (html: string) => /<input[^>]*data-testid="weekly-digest-checkbox"[^>]*>/.exec(html)?.[0] ?? "";

async function setDigest(cookie: string, on: boolean) {
  // The checkbox unticked sends no field at all: exactly what a browser without JavaScript sends.
  return postForm("/account", on ? { intent: "weekly-digest", subscribe: "on" } : { intent: "weekly-digest" }, {
    cookie,
  });
}

/**
 * The sample channel's figures for the 7 whole UTC days before today (the owner has no time zone),
 * straight from the workspace's store.
 */
async function expectedWeek(teamChannelId: string) {
  const until = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const since = until - 7 * DAY_MS;
  const own = `SELECT v.title, v.view_count AS views, v.published_at AS at FROM videos v
    JOIN channels c ON c.workspace_id = v.workspace_id AND c.id = v.channel_id AND c.role = 'own'
    WHERE v.workspace_id = ?`;
  const read = async (sql: string, ...bounds: number[]) =>
    (await storeRows(teamChannelId, sql, teamChannelId, ...bounds)).map(([title, views]) => ({
      title: String(title),
      views: Number(views),
    }));
  const recent = await read(
    `${own} AND v.published_at >= ? AND v.published_at < ? ORDER BY v.view_count DESC`,
    since,
    until,
  );
  const before = await read(`${own} AND v.published_at < ? ORDER BY v.published_at DESC LIMIT 30`, since);
  return {
    count: recent.length,
    views: recent.reduce((a, r) => a + r.views, 0),
    best: recent[0]!,
    median: Math.round(median(before.map((r) => r.views))!),
  };
}

beforeAll(async () => {
  await seedSampleTemplate();
  owner = await signUp(OWNER);
  manager = await signUp(MANAGER);
  viewer = await signUp(VIEWER);
  await signUp(STRANGER);
  east = await signUp(EAST);
  workspace = await workspaceOf(OWNER);
  eastWorkspace = await workspaceOf(EAST);
  await copyWholeSample(getDb(env), workspace);
  await ownUploadWithin(workspace, 7);
  await joinWorkspace(MANAGER, workspace, "manager");
  await joinWorkspace(VIEWER, workspace, "viewer");
  // The second workspace's owner lives in New York: Monday 06:00 there is 11:00 UTC.
  await env.DB.prepare("UPDATE users SET time_zone = 'America/New_York' WHERE email = ?").bind(EAST).run();
}, 120_000);

describe("the opt-in on Account Settings", () => {
  it("is a checkbox form: ticked opts in, unticked opts out, for any role", async () => {
    const before = await pageText(await get("/account", { cookie: owner }));
    expect(before).toContain("Weekly digest");
    expect(checkbox(before)).toContain('name="subscribe" value="on"');
    expect(checkbox(before)).not.toContain("checked");

    for (const cookie of [owner, manager, viewer, east]) {
      const response = await setDigest(cookie, true);
      expect(response.status).toBe(200);
      expect(await pageText(response)).toContain("You will get the weekly digest of this workspace.");
    }
    const after = await pageText(await get("/account", { cookie: owner }));
    expect(checkbox(after)).toContain("checked");

    // The viewer changes their mind: the form without the box ticked.
    const off = await setDigest(viewer, false);
    expect(off.status).toBe(200);
    expect(await pageText(off)).toContain("You will no longer get the weekly digest of this workspace.");
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM weekly_digest_subscriptions WHERE workspace_id = ?")
      .bind(workspace)
      .first<{ n: number }>();
    expect(rows?.n).toBe(2);
  });

  it("refuses a malformed choice with the schema's words", async () => {
    const response = await postForm("/account", { intent: "weekly-digest", subscribe: "yes" }, { cookie: owner });
    expect(response.status).toBe(400);
  });
});

describe("the cron", () => {
  it("sends nothing before Monday 06:00 in the owner's zone", async () => {
    expect(await runCron("7 * * * *", SUNDAY_2307)).toEqual([]);
    expect(await runCron("7 * * * *", MONDAY_0507)).toEqual([]);
  });

  it("queues one message per due workspace and mails each opted-in member the sample channel's figures", async () => {
    // A stranger with an opt-in row for the workspace (as if left over): not a member, so no mail.
    await env.DB.prepare("INSERT INTO weekly_digest_subscriptions (workspace_id, user_id) VALUES (?, ?)")
      .bind(workspace, await userIdOf(STRANGER))
      .run();

    const queued = await runCron("15 6 * * 1", MONDAY_0615);
    // The UTC workspace is due; New York's (01:15 there) is not yet.
    expect(queued).toEqual([{ kind: "weekly-digest", teamId: workspace, week: "2026-W48" }]);
    const result = await deliver(queued);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);

    expect(await digestsTo(OWNER)).toHaveLength(1);
    expect(await digestsTo(MANAGER)).toHaveLength(1);
    expect(await digestsTo(VIEWER)).toHaveLength(0);
    expect(await digestsTo(STRANGER)).toHaveLength(0);
    expect(await mailTo(STRANGER, "weekly-digest")).toBeNull();

    const text = (await mailTo(OWNER, "weekly-digest"))!;
    const week = await expectedWeek(workspace);
    expect(week.count).toBeGreaterThan(0);
    expect(text).toContain("week 2026-W48");
    expect(text).toContain("WHAT HAPPENED LAST WEEK");
    expect(text).toContain(
      `${countOf(week.count, "upload")} published, ${countOf(week.views, "view")} on ${week.count === 1 ? "it" : "them"} so far.`,
    );
    expect(text).toContain(
      `Best upload: "${week.best.title}" with ${wholeNumber(week.best.views)} views, ${(week.best.views / week.median).toFixed(1)}× the channel's median (${wholeNumber(week.median)} views over its last 30 uploads before the week).`,
    );
    expect(text).toContain("(source: YouTube Data API");
    expect(text).toContain("WHAT VIEWERS ASKED FOR");
    expect(text).toContain("NEXT IDEAS");
    expect(text).toContain(`${ORIGIN}/content-ideas`);
    expect(text).toMatch(
      /Unsubscribe with one click: http:\/\/vidwise\.test\/unsubscribe\/weekly-digest\?token=[A-Za-z0-9_-]{43}/,
    );
    // Each reader is told where it went, in their own address as written; a manager reads the
    // workspace's name (the owner's address) the same way.
    expect(text).toContain(`Sent to ${OWNER} because you opted in to the weekly digest of ${OWNER} on Vidwise.`);
    expect(await mailTo(MANAGER, "weekly-digest")).toContain(
      `Sent to ${MANAGER} because you opted in to the weekly digest of ${OWNER} on Vidwise.`,
    );
    // The stored copy keeps no working link.
    expect((await digestsTo(OWNER))[0]!.text).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
  });

  it("sends a workspace one digest a week, whatever runs again", async () => {
    expect(await runCron("7 * * * *", MONDAY_0607)).toEqual([]);
    expect(await runCron("15 6 * * 1", MONDAY_0615)).toEqual([]);
    // A message delivered twice (a retry, two overlapping runs) sends nothing the second time.
    await deliver([{ kind: "weekly-digest", teamId: workspace, week: "2026-W48" }]);
    expect(await digestsTo(OWNER)).toHaveLength(1);
    expect(await digestsTo(MANAGER)).toHaveLength(1);
  });

  it("sends the New York workspace on its own Monday morning, from the hourly run", async () => {
    const queued = await runCron("7 * * * *", MONDAY_1107);
    expect(queued).toEqual([{ kind: "weekly-digest", teamId: eastWorkspace, week: "2026-W48" }]);
    await deliver(queued);
    const text = (await mailTo(EAST, "weekly-digest"))!;
    // No channel there: the digest says what to connect instead of inventing figures.
    expect(text).toContain("No channel is connected: connect one on Account Settings");
    // The workspace goes by its owner's address, who is also the reader: it reads as an address,
    // in the greeting and the footer, not rewritten like a link in a comment ("example[.]com").
    expect(text).toContain(`Your weekly Vidwise digest for ${EAST}, week 2026-W48`);
    expect(text).toContain(`Sent to ${EAST} because you opted in to the weekly digest of ${EAST} on Vidwise.`);
    expect(text).not.toContain("[.]");
    expect(await digestsTo(EAST)).toHaveLength(1);
  });
});

describe("the unsubscribe link", () => {
  it("opens a confirm page whose plain form unsubscribes, without signing in or JavaScript", async () => {
    const text = (await mailTo(MANAGER, "weekly-digest"))!;
    const path = /http:\/\/vidwise\.test(\/unsubscribe\/weekly-digest\?token=[A-Za-z0-9_-]{43})/.exec(text)![1]!;

    // Opening the link (as a mail scanner would) changes nothing.
    const page = await get(path);
    expect(page.status).toBe(200);
    const html = await pageText(page);
    const form = /<form[^>]*method="post"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? "";
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Unsubscribe<\/button>/);
    const fields = Object.fromEntries(
      [...form.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const managerId = await userIdOf(MANAGER);
    const count = async () =>
      (
        await env.DB.prepare(
          "SELECT count(*) AS n FROM weekly_digest_subscriptions WHERE workspace_id = ? AND user_id = ?",
        )
          .bind(workspace, managerId)
          .first<{ n: number }>()
      )?.n;
    expect(await count()).toBe(1);

    // The form's own fields, posted to the page's own address, no cookie.
    const done = await postForm(path, fields);
    expect(done.status).toBe(200);
    expect(await pageText(done)).toContain("You are unsubscribed from the weekly digest");
    expect(await count()).toBe(0);

    // The link is spent; a made-up one is refused; the owner is still subscribed.
    expect((await get(path)).status).toBe(404);
    expect((await get("/unsubscribe/weekly-digest?token=not-a-token")).status).toBe(400);
    const ownerRows = await env.DB.prepare(
      "SELECT count(*) AS n FROM weekly_digest_subscriptions WHERE workspace_id = ?",
    )
      .bind(workspace)
      .first<{ n: number }>();
    expect(ownerRows?.n).toBe(2); // the owner and the stranger's stray row (never mailed)
  });
});

describe("an address not confirmed yet", () => {
  const UNCONFIRMED = "digest-unconfirmed@example.com";

  /** Delivers this week's digest of the workspace, as the queue would, and returns what reached the person. */
  async function deliverTo(teamChannelId: string) {
    await deliver([{ kind: "weekly-digest", teamId: teamChannelId, week: "2026-W48" }]);
    return digestsTo(UNCONFIRMED);
  }

  it("is told no digest comes until the address is confirmed, gets none, then gets it once confirmed", async () => {
    const cookie = await signUpUnverified(UNCONFIRMED);
    const ws = await workspaceOf(UNCONFIRMED);
    const before = await pageText(await get("/account", { cookie }));
    expect(before).toContain(DIGEST_UNCONFIRMED_NOTE);

    const response = await setDigest(cookie, true);
    expect(response.status).toBe(200);
    const answered = await pageText(response);
    expect(answered).toContain(DIGEST_ON_UNCONFIRMED);
    // Never the promise of a digest that the sending rule (confirmed addresses only) will not keep.
    expect(answered).not.toContain(DIGEST_ON);
    const after = await pageText(await get("/account", { cookie }));
    expect(checkbox(after)).toContain("checked");
    expect(after).toContain(DIGEST_UNCONFIRMED_SUBSCRIBED);
    expect(after).not.toContain(DIGEST_UNCONFIRMED_NOTE);

    expect(await deliverTo(ws)).toHaveLength(0);

    await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").bind(Date.now(), UNCONFIRMED).run();
    const confirmed = await pageText(await get("/account", { cookie }));
    expect(confirmed).not.toContain(DIGEST_UNCONFIRMED_SUBSCRIBED);
    expect(await deliverTo(ws)).toHaveLength(1);
  });
});

describe("a title someone else wrote", () => {
  const HOSTILE_OWNER = "digest-hostile-owner@example.com";
  // A title that tries to write a paragraph of ours with a link off the app, and a bidi override.
  const TITLE =
    "Normal\n\nYour Vidwise payment failed. Final notice https://evil.example/vidwise-billing \u202Egnp.exe";
  const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
  let hostileWorkspace = "";

  beforeAll(async () => {
    const cookie = await signUp(HOSTILE_OWNER);
    hostileWorkspace = await workspaceOf(HOSTILE_OWNER);
    await copyWholeSample(getDb(env), hostileWorkspace);
    await ownUploadWithin(hostileWorkspace, 7);
    expect((await setDigest(cookie, true)).status).toBe(200);
    // The week's most viewed upload (the digest's best and first) and the channel get the title.
    const [top] = await storeRows(
      hostileWorkspace,
      `SELECT v.id FROM videos v
        JOIN channels c ON c.workspace_id = v.workspace_id AND c.id = v.channel_id AND c.role = 'own'
        WHERE v.workspace_id = ? AND v.published_at >= ? AND v.published_at < ? ORDER BY v.view_count DESC LIMIT 1`,
      hostileWorkspace,
      // The digest's week: the 7 whole UTC days before today (the owner has no time zone).
      Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) - 7 * DAY_MS,
      Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`),
    );
    const video = String(top![0]);
    await storeRun(
      hostileWorkspace,
      "UPDATE videos SET title = ? WHERE workspace_id = ? AND id = ?",
      TITLE,
      hostileWorkspace,
      video,
    );
    await env.DB.prepare("UPDATE channels SET title = ? WHERE workspace_id = ? AND role = 'own'")
      .bind(`Channel ${TITLE}`, hostileWorkspace)
      .run();
  }, 120_000);

  it("reaches the mail on its line, without bidi controls, and links only the app's own pages", async () => {
    // Through Email Service (a stand-in binding), so the test reads the HTML part the service gets.
    const sent: EmailMessageBuilder[] = [];
    const binding = { send: async (message: EmailMessageBuilder) => (sent.push(message), { messageId: "<1@fake>" }) };
    const serviceEnv = { ...mailEnv, EMAIL: binding, EMAIL_DELIVERY: undefined } as unknown as Env;
    const batch = createMessageBatch("vidwise-sync", [
      {
        id: `hostile-${Math.random()}`,
        timestamp: new Date(),
        attempts: 1,
        body: { kind: "weekly-digest", teamId: hostileWorkspace, week: "2026-W48" },
      },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, serviceEnv);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1);

    const mail = sent.find((m) => m.to === HOSTILE_OWNER)!;
    expect(mail).toBeDefined();
    const text = mail.text!;
    const html = mail.html!;
    const plain = "Normal Your Vidwise payment failed. Final notice evil[.]example/vidwise-billing gnp[.]exe";
    expect(text).toContain(`Best upload: "${plain}" with`);
    expect(text).toContain(`  • ${plain}: `);
    expect(mail.subject).toBe(`Vidwise weekly digest: Channel ${plain}, week 2026-W48`);

    // 1. no paragraph of its own; 2. no link off the app; 3. no bidi control.
    expect(text).not.toMatch(/\n\s*Your Vidwise payment failed/);
    expect(text).not.toContain("https://evil.example");
    expect(text).not.toMatch(BIDI);
    expect(mail.subject).not.toMatch(/[\r\n]|[\u202A-\u202E\u2066-\u2069]/);
    const unsubscribe = /Unsubscribe with one click: (\S+)/.exec(text)![1]!;
    const own = new URL(unsubscribe).origin;
    expect(own).toBe(ORIGIN);
    const hrefs = [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
    expect(hrefs).toContain(unsubscribe);
    expect(hrefs).toContain(`${ORIGIN}/reports/client?period=7`);
    for (const href of hrefs) expect(new URL(href).origin).toBe(own);
    expect(html).not.toMatch(BIDI);
    expect(html).not.toContain("evil.example");
  });
});
